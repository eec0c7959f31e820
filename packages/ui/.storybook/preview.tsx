export { default } from '../src/storybook/preview';
