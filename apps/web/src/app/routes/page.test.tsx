import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { page } from './page';

afterEach(cleanup);

const gone = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/candidate-list-1.js'));

describe('a lazily loaded page', () => {
  it('whose code cannot be loaded (a deploy took its chunk away) offers a reload inside the shell that stays, not a blank page', async () => {
    const router = createMemoryRouter(
      [
        {
          hydrateFallbackElement: <p>Loading</p>,
          element: (
            <div>
              <nav aria-label="Main navigation">Shell</nav>
              <Outlet />
            </div>
          ),
          children: [
            { path: '/home', element: <h1>Home</h1> },
            { path: '/candidates', ...page(gone) },
          ],
        },
      ],
      { initialEntries: ['/home'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeDefined();

    await router.navigate('/candidates');
    expect(await screen.findByRole('heading', { name: 'Talent Desk was updated' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeDefined();
  });
});
