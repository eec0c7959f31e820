// The console's components are drawn as the ui package's stories are (the console uses the
// portal's theme); each story brings its own kit and router (src/testing/story-frame.tsx).
export { default } from '@qyfw/ui/storybook-preview';
