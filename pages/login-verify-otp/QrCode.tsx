import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';

export interface QrCodeProps {
  /** The text to encode: the otpauth:// enrolment URL. */
  value: string;
  /** What the code is, for screen readers (they get the manual key below it as well). */
  label: string;
  /** Shown instead when the code cannot be drawn. */
  failedText: string;
  className?: string;
}

/** The enrolment QR code, drawn in the browser: the secret never leaves the page as an image request. */
export const QrCode = ({ value, label, failedText, className }: QrCodeProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!canvas.current) return;
    setFailed(false);
    // A quiet zone of four modules and medium error correction: what authenticator apps read best.
    QRCode.toCanvas(canvas.current, value, { errorCorrectionLevel: 'M', margin: 4, scale: 5 }).catch(() =>
      setFailed(true),
    );
  }, [value]);

  return failed ? (
    <p role="alert">{failedText}</p>
  ) : (
    <canvas ref={canvas} role="img" aria-label={label} className={className} data-otpauth-qr="" />
  );
};
