// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PICTURE_TIMEOUT_MS } from '../../lib/art/picture-watch.ts';
import { ItemImage } from './ItemImage.tsx';

const knife = { image: 'items/karambit.png', name: 'Karambit', weapon: 'Karambit', weaponType: 'knife', rarity: { color: '#eb4b4b' } };

/** happy-dom never loads pictures and calls every one complete: act like a browser still loading. */
function imageState(complete: boolean, naturalWidth: number) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
}

describe('ItemImage', () => {
  beforeEach(() => imageState(false, 0));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the picture from the asset base, with the silhouette under it until it loads', () => {
    const { container } = render(<ItemImage item={knife} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/items/karambit.png');
    expect(img.className).toContain('opacity-0');
    expect(container.querySelector('[data-silhouette="Karambit"]')).not.toBeNull();
    fireEvent.load(img);
    expect(img.className).toContain('opacity-100');
    expect(container.querySelector('[data-silhouette]')).toBeNull();
  });

  it('replaces a picture that fails to load by the rarity-tinted silhouette, never a broken image', () => {
    const { container } = render(<ItemImage item={{ ...knife, weapon: 'AWP', weaponType: 'awp' }} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const svg = container.querySelector('[data-silhouette="AWP"]')!;
    expect(svg.querySelector('use')!.getAttribute('href')).toBe('/art/silhouettes.svg#awp');
    expect(svg.querySelector('use')!.getAttribute('fill')).toBe('#eb4b4b');
    expect(svg.querySelector('use')!.getAttribute('style')).toContain('drop-shadow'); // the glow
  });

  it('draws the silhouette straight away when there is no picture at all', () => {
    const { container } = render(<ItemImage item={{ ...knife, image: '', weapon: 'Hand Wraps', weaponType: 'gloves', rarity: { color: 'bogus' } }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-silhouette="Hand Wraps"] use')!.getAttribute('fill')).toBe('#b0c3d9');
  });

  it('an item that names no drawn weapon gets its weapon type\'s model, never a blank', () => {
    const { container } = render(<ItemImage item={{ ...knife, image: '', weapon: undefined, weaponType: 'smg' }} />);
    expect(container.querySelector('[data-silhouette="MP9"] use')!.getAttribute('href')).toBe('/art/silhouettes.svg#mp9');
  });

  it('catches a picture that failed before hydration (no error event reaches React then)', () => {
    imageState(true, 0);
    const { container } = render(<ItemImage item={knife} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-silhouette="Karambit"]')).not.toBeNull();
  });

  it('draws the silhouette instead of a picture that takes too long (a CDN that hangs)', () => {
    vi.useFakeTimers();
    // The picture is on screen at once (happy-dom's own observer never reports).
    vi.stubGlobal('IntersectionObserver', class {
      readonly cb: (e: { isIntersecting: boolean }[]) => void;
      constructor(cb: (e: { isIntersecting: boolean }[]) => void) { this.cb = cb; }
      observe() { this.cb([{ isIntersecting: true }]); }
      disconnect() {}
    });
    try {
      const { container } = render(<ItemImage item={knife} />);
      act(() => void vi.advanceTimersByTime(PICTURE_TIMEOUT_MS));
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('[data-silhouette="Karambit"]')).not.toBeNull();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('offers the mirror\'s two widths of a mirrored picture', () => {
    const { container } = render(<ItemImage item={{ ...knife, image: '/assets/mirror/512/images/k.webp' }} />);
    expect(container.querySelector('img')!.getAttribute('srcset')).toBe('/assets/mirror/256/images/k.webp 256w, /assets/mirror/512/images/k.webp 512w');
  });

  it('keeps a picture that loaded before hydration', () => {
    imageState(true, 256);
    const { container } = render(<ItemImage item={knife} />);
    expect(container.querySelector('img')!.className).toContain('opacity-100');
  });
});
