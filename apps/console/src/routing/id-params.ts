import { notFound } from '@tanstack/react-router';

/** A record's `$id` in the address: a positive whole number, else the not-found page. */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    const number = Number(id);
    if (!Number.isInteger(number) || number < 1) throw notFound();
    return { id: number };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
