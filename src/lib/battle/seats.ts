// The seats this browser took (room id -> seat), so the room page knows "you" without a player id
// in the public seat list. A hint for the display only: the server decides who may do what.
const KEY = 'battleSeats';
const MAX = 50;

function read(): Record<string, number> {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return typeof v === 'object' && v !== null ? (v as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function rememberSeat(roomId: string, pos: number): void {
  try {
    const all = read();
    all[roomId] = pos;
    const ids = Object.keys(all).sort((a, b) => Number(b) - Number(a)).slice(0, MAX);
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(ids.map((id) => [id, all[id]]))));
  } catch {
    // Storage unavailable: the page falls back to matching the nickname.
  }
}

export function seatOf(roomId: string): number | null {
  if (typeof localStorage === 'undefined') return null;
  const pos = read()[roomId];
  return typeof pos === 'number' ? pos : null;
}
