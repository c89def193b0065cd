// @vitest-environment happy-dom
// A server-rendered case grid's container pictures: shown over the drawing once loaded (the
// drawing goes), removed when they fail (the drawing stays).
import { describe, expect, it } from 'vitest';
import { wakeServerCasePictures } from './server-case-pictures.ts';

function card(): { root: HTMLElement; img: HTMLImageElement; drawing: HTMLElement } {
  const root = document.createElement('div');
  root.innerHTML = '<div data-case-picture="cdn"><div data-case-drawing><img src="/art/cases/1.svg"></div><img data-case-cdn src="https://cdn.example/a.webp" loading="eager"></div>';
  document.body.append(root);
  return { root, img: root.querySelector('img[data-case-cdn]')!, drawing: root.querySelector('[data-case-drawing]')! };
}

describe('server-rendered case pictures', () => {
  it('a picture that loads is shown and the drawing under it hidden', () => {
    const { root, img, drawing } = card();
    Object.defineProperty(img, 'complete', { value: false, configurable: true });
    expect(wakeServerCasePictures(root)).toBe(1);
    expect(img.dataset.shown).toBeUndefined();
    img.dispatchEvent(new Event('load'));
    expect(img.dataset.shown).toBe('');
    expect(drawing.hidden).toBe(true);
  });

  it('a picture that fails is removed and the drawing stays', () => {
    const { root, img, drawing } = card();
    Object.defineProperty(img, 'complete', { value: false, configurable: true });
    wakeServerCasePictures(root);
    img.dispatchEvent(new Event('error'));
    expect(root.querySelector('img[data-case-cdn]')).toBeNull();
    expect(drawing.hidden).toBe(false);
  });

  it('one already finished before the script ran is settled at once, by whether it has a width', () => {
    const ok = card();
    Object.defineProperty(ok.img, 'complete', { value: true, configurable: true });
    Object.defineProperty(ok.img, 'naturalWidth', { value: 256, configurable: true });
    const broken = card();
    Object.defineProperty(broken.img, 'complete', { value: true, configurable: true });
    Object.defineProperty(broken.img, 'naturalWidth', { value: 0, configurable: true });
    wakeServerCasePictures(ok.root);
    wakeServerCasePictures(broken.root);
    expect(ok.drawing.hidden).toBe(true);
    expect(broken.root.querySelector('img[data-case-cdn]')).toBeNull();
    expect(broken.drawing.hidden).toBe(false);
  });
});
