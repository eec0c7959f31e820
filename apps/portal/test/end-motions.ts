// Moved to @qyfw/app-kit/testing (the kit's own tests use it too); kept here so tests import as before.
export * from '@qyfw/app-kit/testing';
