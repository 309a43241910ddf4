import { useMemo } from 'react';
import { encode } from 'uqr';
import { cn } from '../../../lib/cn';
import { qrCodePath } from '../logic/qr-code-path';

/** The blank margin a reader needs around the code (the QR standard's quiet zone), in modules. */
const QUIET_ZONE = 4;

/**
 * The Pix's copia-e-cola drawn as a QR code, in the browser: medium error correction, as banks
 * print them. Black on white whatever the theme (a dark theme's 'white' is dark, and a reader
 * needs the contrast), so the colours are written out, not taken from the palette.
 */
export function PixQrCode({ code, className }: { code: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(code, { ecc: 'M', border: 0 });
    return { size: qr.size, path: qrCodePath(qr.data) };
  }, [code]);
  const full = size + 2 * QUIET_ZONE;
  return (
    <svg
      role="img"
      aria-label="QR code do Pix"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${full} ${full}`}
      shapeRendering="crispEdges"
      className={cn('rounded-lg border border-slate-200', className)}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={full} height={full} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
