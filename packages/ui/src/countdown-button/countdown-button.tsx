import { Button } from 'antd';

export interface CountdownButtonProps {
  /** Seconds until another code may be sent; 0 when the button is free. */
  secondsLeft: number;
  /** A send is on its way. */
  sending?: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** The idle text. */
  idleText?: string;
  /** The text while counting down (contract §4: 'N s后重新获取'). */
  countingText?: (seconds: number) => string;
  /** Matches the field it sits beside. */
  size?: 'middle' | 'large';
}

/** The send-code button: 发送验证码, then 'N s后重新获取' and blocked until the count ends (contract §4). */
export function CountdownButton({
  secondsLeft,
  sending = false,
  disabled = false,
  onClick,
  idleText = '发送验证码',
  countingText = (seconds) => `${seconds}s后重新获取`,
  size = 'middle',
}: CountdownButtonProps) {
  const counting = secondsLeft > 0;
  return (
    <Button
      size={size}
      onClick={onClick}
      loading={sending}
      disabled={disabled || counting}
      // Screen readers hear the change only when it matters: not every second.
      aria-live="off"
      style={{ minWidth: 128 }}
    >
      {counting ? countingText(secondsLeft) : idleText}
    </Button>
  );
}
