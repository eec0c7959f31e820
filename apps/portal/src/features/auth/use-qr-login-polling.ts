import { QR_POLL_INTERVAL_MS, QR_STATUS } from '@qyfw/portal-sdk/constants';
import type { QrLoginStatus } from '@qyfw/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../lib/call-errors';
import { checkLoginQr, fetchLoginQr } from './api';

export interface QrLoginConfirmed {
  userId: number;
  token: string;
}

export interface QrLoginPolling {
  status: QrLoginStatus;
  /** The QR on screen (kept while a new one loads, so the frame does not flash empty). */
  qrSrc: string | undefined;
  errorMessage: string | undefined;
  /** Fetches a new QR and polls again (after an error). */
  refresh: () => void;
}

interface PollingState {
  status: QrLoginStatus;
  qrSrc: string | undefined;
  errorMessage: string | undefined;
}

const STATUS_FAILED = '二维码状态查询失败，请刷新二维码';

/**
 * The QR side of the login dialog (§4): while `active`, fetch a QR and ask every second whether
 * it was scanned and confirmed. 1 (confirmed) stops polling and hands over the session; 2
 * (expired) fetches a new QR and goes on. Turning `active` off (account mode, dialog closed)
 * stops polling at once, and answers still on their way are ignored; turning it on again
 * starts over with a fresh QR.
 */
export function useQrLoginPolling({
  active,
  onConfirmed,
}: {
  active: boolean;
  onConfirmed: (result: QrLoginConfirmed) => void;
}): QrLoginPolling {
  const [state, setState] = useState<PollingState>({
    status: 'loading',
    qrSrc: undefined,
    errorMessage: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  const onConfirmedRef = useRef(onConfirmed);
  useEffect(() => {
    onConfirmedRef.current = onConfirmed;
  }, [onConfirmed]);

  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const stopTimer = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const fail = (message: string) => {
      stopTimer();
      setState((current) => ({ ...current, status: 'error', errorMessage: message }));
    };

    const showNewQr = async () => {
      setState((current) => ({ ...current, status: 'loading', errorMessage: undefined }));
      let qr;
      try {
        qr = await fetchLoginQr();
      } catch (error) {
        if (!stopped) fail(failureMessage(error) ?? '二维码获取失败，请刷新重试');
        return;
      }
      if (stopped) return;
      setState({ status: 'ready', qrSrc: qr.path, errorMessage: undefined });

      // One question at a time: a slow answer must not pile up requests behind it.
      let asking = false;
      timer = setInterval(() => {
        if (asking) return;
        asking = true;
        checkLoginQr(qr.sign)
          .then((answer) => {
            if (stopped) return;
            if (answer.status === QR_STATUS.confirmed) {
              stopTimer();
              stopped = true;
              if (answer.user_id !== undefined && answer.token) {
                onConfirmedRef.current({ userId: answer.user_id, token: answer.token });
              } else {
                fail(STATUS_FAILED);
              }
            } else if (answer.status === QR_STATUS.expired) {
              stopTimer();
              void showNewQr();
            }
          })
          .catch((error: unknown) => {
            if (!stopped) fail(failureMessage(error) ?? STATUS_FAILED);
          })
          .finally(() => {
            asking = false;
          });
      }, QR_POLL_INTERVAL_MS);
    };

    void showNewQr();
    return () => {
      stopped = true;
      stopTimer();
    };
  }, [active, attempt]);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, refresh };
}
