// Browser navigation behind one object, so actions can be tested without a real location.
export const nav = {
  go(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
