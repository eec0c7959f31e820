import { setUpDomTests } from '@qyfw/ui/testing/setup';

setUpDomTests();
