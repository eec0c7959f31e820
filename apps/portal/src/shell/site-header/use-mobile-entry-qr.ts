import type { MobileEntryQr } from '@qyfw/ui';
import { useCallback, useState } from 'react';
import { BASE_PATH } from '../../lib/base-path';

/**
 * The mobile-entry QR: the portal's home address drawn by the `qrcode` package in the browser
 * (no QR service: the site works offline). The library is fetched only when someone opens the
 * panel, so it costs the first page load nothing.
 */
export function useMobileEntryQr(): { qr: MobileEntryQr; generate: () => void } {
  const [qr, setQr] = useState<MobileEntryQr>({ status: 'idle' });
  const generate = useCallback(() => {
    setQr({ status: 'loading' });
    const address = `${window.location.origin}${BASE_PATH}/index`;
    import('qrcode')
      .then(({ toString }) =>
        toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) =>
        setQr({
          status: 'ready',
          src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
        }),
      )
      .catch(() => setQr({ status: 'error' }));
  }, []);
  return { qr, generate };
}
