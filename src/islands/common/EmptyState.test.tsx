// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

afterEach(cleanup);

describe('EmptyState', () => {
  it('says what is missing and links to the first step', () => {
    render(<EmptyState testId="x-empty" title="No battles yet" hint="Create the first" action={{ label: 'Create', href: '/battle/create', testId: 'x-go' }} />);
    const box = screen.getByTestId('x-empty');
    expect(box.textContent).toContain('No battles yet');
    expect(box.textContent).toContain('Create the first');
    expect(screen.getByTestId('x-go').getAttribute('href')).toBe('/battle/create');
  });

  it('runs a button action, and shows no action when given none', () => {
    const onClick = vi.fn();
    const { rerender } = render(<EmptyState testId="y" title="Nothing" action={{ label: 'Open', onClick }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<EmptyState testId="y" title="Nothing" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
