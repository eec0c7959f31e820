import { QR_POLL_INTERVAL_MS, QR_STATUS } from '@qyfw/portal-sdk/constants';
import type { QrLogin } from '@qyfw/portal-sdk/schemas';
import type { QrLoginStatus } from '@qyfw/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { cancelLoginQr, checkLoginQr, fetchLoginQr } from './api';

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
 * Cancels a QR the dialog no longer shows, so a phone that scans it late is told it is gone. Best
 * effort: the dialog has moved on, and an unused sign expires by itself within two minutes.
 */
async function giveUp(qr: QrLogin): Promise<void> {
  try {
    await cancelLoginQr(qr);
  } catch {
    // Nothing to show: the failure (offline, say) already reached the client's global handler.
  }
}

/**
 * The QR side of the login dialog (contract §4): while `active`, fetch a QR and ask every second whether
 * it was scanned and confirmed. 1 (confirmed) stops polling and hands over the session; 2
 * (expired, refused on the phone) fetches a new QR and goes on. Turning `active` off (account
 * mode, dialog closed) or refreshing stops polling at once, ignores answers still on their way
 * and cancels the QR on the server; turning it on again starts over with a fresh QR.
 *
 * web_login's poll key binds the QR to this page: it lives only in this effect's closure (never
 * in state, storage or the QR), goes with every poll, and dies with the page, so a sign copied
 * from the screen or the scan link never yields a session elsewhere.
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
    /** The QR still waiting on the server: cancelled when this effect ends. */
    let pending: QrLogin | undefined;
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
      if (stopped) {
        // Fetched after the dialog let go of it: nobody will ever poll it.
        void giveUp(qr);
        return;
      }
      pending = qr;
      setState({ status: 'ready', qrSrc: qr.path, errorMessage: undefined });

      // One question at a time: a slow answer must not pile up requests behind it.
      let asking = false;
      timer = setInterval(() => {
        if (asking) return;
        asking = true;
        checkLoginQr(qr)
          .then((answer) => {
            if (stopped) return;
            if (answer.status === QR_STATUS.confirmed) {
              stopTimer();
              stopped = true;
              pending = undefined;
              if (answer.user_id !== undefined && answer.token) {
                onConfirmedRef.current({ userId: answer.user_id, token: answer.token });
              } else {
                fail(STATUS_FAILED);
              }
            } else if (answer.status === QR_STATUS.expired) {
              stopTimer();
              pending = undefined;
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
      if (pending) void giveUp(pending);
      pending = undefined;
    };
  }, [active, attempt]);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, refresh };
}
