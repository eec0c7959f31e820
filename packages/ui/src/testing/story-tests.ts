// Every story is a test: it must render content and pass its own play function. A story that
// breaks (a renamed prop, a failing play) fails `pnpm test`, not only the Storybook build.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
// A glob of unknown modules leaves the composed stories untyped; run() is all this test needs.
interface PortableStory {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** One test per story of `storyModules` (an eager `import.meta.glob` of the package's stories). */
export function testEveryStory(storyModules: Record<string, StoryModule>): void {
  setProjectAnnotations(preview);
  describe.each(Object.entries(storyModules))('%s', (_path, storyModule) => {
    const stories = Object.entries(composeStories(storyModule)) as [string, PortableStory][];

    it('exports at least one story', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    it.each(stories)('%s renders and passes its play function', async (_name, Story) => {
      const canvasElement = document.createElement('div');
      document.body.appendChild(canvasElement);
      try {
        await Story.run({ canvasElement });
        expect(canvasElement.textContent?.trim()).not.toBe('');
      } finally {
        canvasElement.remove();
      }
    });
  });
}
