/** Every /api answer (design.md, "API rules"). */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T | null;
  success: boolean;
}
