import { testEveryStory } from '@qyfw/ui/testing/stories';

testEveryStory(import.meta.glob('./**/*.stories.tsx', { eager: true }));
