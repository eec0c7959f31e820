// Test helpers the kit's tests and the apps' tests share (Node only: never import from app code).
export { startFakeApiServer } from './fake-api-server';
export type { FakeAnswer, FakeAnswerFor, RecordedRequest } from './fake-api-server';
export { pointPageAt } from './point-page-at';
export { endMotions } from './end-motions';
export {
  createTestKit,
  KitTestProviders,
  renderWithKit,
  ok,
  TEST_TOKEN,
  TEST_USER_ID,
} from './test-kit';
export type { TestKit } from './test-kit';
