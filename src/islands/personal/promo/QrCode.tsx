// The promotion link as a QR code. The `qrcode` package (well kept, already the console's TOTP QR)
// does the encoding — version choice, Reed-Solomon, masking — and we draw its module matrix as one
// React <path>: no innerHTML of a generated SVG string and no data: URL (the pages' CSP need not
// allow data: images), crisp at any size, and it renders on the server too.
import QRCode from 'qrcode';
import { useMemo } from 'react';

interface Props {
  text: string;
  label: string;
  className?: string;
  /** The recharge dialog's pay code reuses this drawing under its own test id. */
  testId?: string;
}

/** The path of the dark modules, one 1×1 square each, inside a quiet zone of `margin` modules. */
export function qrPath(text: string, margin = 2): { d: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let d = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (modules.get(row, col)) d += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  return { d, size: n + margin * 2 };
}

export function QrCode({ text, label, className = '', testId = 'promo-qr' }: Props) {
  const { d, size } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      data-testid={testId}
      data-text={text}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={`rounded-lg bg-white ${className}`}
    >
      <path d={d} fill="#0d0e14" />
    </svg>
  );
}
