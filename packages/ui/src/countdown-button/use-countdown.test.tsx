import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownButton } from './countdown-button';
import { useCountdown } from './use-countdown';

function SendCode({ onSend }: { onSend: () => void }) {
  const countdown = useCountdown(59);
  return (
    <CountdownButton
      secondsLeft={countdown.secondsLeft}
      onClick={() => {
        onSend();
        countdown.start();
      }}
    />
  );
}

describe('CountdownButton with useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from 59 once a second, blocked, then offers 发送验证码 again', () => {
    const onSend = vi.fn();
    render(<SendCode onSend={onSend} />);

    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: '59s后重新获取' });
    expect(button).toHaveProperty('disabled', true);

    act(() => void vi.advanceTimersByTime(1000));
    screen.getByRole('button', { name: '58s后重新获取' });

    fireEvent.click(screen.getByRole('button', { name: '58s后重新获取' }));
    expect(onSend).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(57_000));
    screen.getByRole('button', { name: '1s后重新获取' });

    act(() => void vi.advanceTimersByTime(1000));
    const again = screen.getByRole('button', { name: '发送验证码' });
    expect(again).toHaveProperty('disabled', false);

    // Stopped: no further ticks change anything.
    act(() => void vi.advanceTimersByTime(5000));
    screen.getByRole('button', { name: '发送验证码' });
    fireEvent.click(again);
    expect(onSend).toHaveBeenCalledTimes(2);
    screen.getByRole('button', { name: '59s后重新获取' });
  });
});
