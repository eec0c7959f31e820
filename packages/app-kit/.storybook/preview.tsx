// The frames are drawn as the ui package's stories are; each story brings its own kit (story-kit.tsx).
export { default } from '@qyfw/ui/storybook-preview';
