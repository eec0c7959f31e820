// A kind in the address (/content/news/…): one of the SDK's four, else the not-found page.
import { contentKindSchema } from '@qyfw/portal-sdk/calls/content-admin';
import type { ContentKind } from '@qyfw/portal-sdk/calls/content-admin';
import { notFound } from '@tanstack/react-router';

export const kindParams = {
  parse: ({ kind }: { kind: string }): { kind: ContentKind } => {
    const parsed = contentKindSchema.safeParse(kind);
    if (!parsed.success) throw notFound();
    return { kind: parsed.data };
  },
  stringify: ({ kind }: { kind: ContentKind }) => ({ kind }),
};
