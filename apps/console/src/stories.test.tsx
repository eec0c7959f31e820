// Every story of the console's own components renders and passes its play function.
import { testEveryStory } from '@qyfw/ui/testing/stories';

testEveryStory(import.meta.glob('./**/*.stories.tsx', { eager: true }));
