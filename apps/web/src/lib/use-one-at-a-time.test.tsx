import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time';

function Parts({ items }: { items: readonly string[] }) {
  const shown = useOneAtATime(items);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useOneAtATime', () => {
  it('shows nothing in the first commit, then every item, each in a later commit of its own', async () => {
    const commits: number[] = [];
    function Counting({ items }: { items: readonly string[] }) {
      const shown = useOneAtATime(items);
      commits.push(shown.length);
      return <span>{shown.join(',')}</span>;
    }
    await act(async () => {
      render(<Counting items={['a', 'b', 'c']} />);
    });
    expect(screen.getByText('a,b,c')).toBeTruthy();
    // Each render adds at most one item to the previous one.
    expect(commits[0]).toBe(0);
    commits.slice(1).forEach((count, i) => expect(count - (commits[i] ?? 0)).toBeLessThanOrEqual(1));
  });

  it('a shorter list shows at once, and a longer one grows again', async () => {
    const { rerender } = render(<Parts items={['a', 'b', 'c']} />);
    await screen.findByText('c');
    await act(async () => rerender(<Parts items={['a']} />));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await act(async () => rerender(<Parts items={['a', 'b']} />));
    expect(await screen.findByText('b')).toBeTruthy();
  });
});
