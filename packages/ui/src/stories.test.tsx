import { testEveryStory } from './testing/story-tests';

testEveryStory(import.meta.glob('./**/*.stories.tsx', { eager: true }));
