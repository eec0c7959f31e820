// An upload's bytes as an object URL for <img src> or a download link. GET /api/upload/:id needs
// the session's `token` header, which an <img src> cannot send: the bytes are fetched with it
// and shown from memory. The URL is released when the component no longer shows it.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { useAppKit } from '../provider';

/** Uploads never change under their id: one fetch per id and session is enough. */
export function uploadBlobQuery(client: PortalClient, id: number | undefined) {
  return {
    queryKey: ['upload', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.fetchUpload(id!, { signal }),
    enabled: id !== undefined,
    staleTime: Infinity,
    retry: false,
  };
}

/** An object URL of `blob` while mounted (and while the blob is the same). */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return undefined;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

export interface UploadUrl {
  readonly url: string | undefined;
  /** The type and size the server answered with (known once loaded). */
  readonly blob: Blob | undefined;
  readonly isLoading: boolean;
  readonly isError: boolean;
  readonly retry: () => void;
}

/** The upload `id` as an object URL; nothing is fetched while `id` is undefined. */
export function useUploadUrl(id: number | undefined): UploadUrl {
  const { client } = useAppKit();
  const query = useQuery(uploadBlobQuery(client, id));
  const url = useObjectUrl(query.data);
  return {
    url,
    blob: query.data,
    isLoading: query.isLoading || (query.data !== undefined && url === undefined),
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}
