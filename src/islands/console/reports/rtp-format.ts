// How the RTP monitor writes a z-score: signed, 2 decimals, ∞ for the server's cap (a table
// whose items all cost the same has no variance), a dash without openings.
export function formatZ(z: number | null): string {
  if (z === null) return '—';
  if (Math.abs(z) >= 1e9) return z > 0 ? '+∞' : '−∞';
  return `${z > 0 ? '+' : z < 0 ? '−' : ''}${Math.abs(z).toFixed(2)}`;
}
