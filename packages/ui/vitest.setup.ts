import { setUpDomTests } from './src/testing/setup';

setUpDomTests();
