import { configure } from '@testing-library/react';
import { setUpDomTests } from '@qyfw/ui/testing/setup';

setUpDomTests();
// Whole-console renders (router, query layer, a fake API on a real port) wait for a route's chunk
// and several answers: findBy* and waitFor get 30 s here, as in the portal, instead of the shared
// 10 s; a wait still ends as soon as the thing is on screen.
configure({ asyncUtilTimeout: 30_000 });
