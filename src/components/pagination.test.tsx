import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

const labels = { label: 'Blog pages', previous: 'Previous', next: 'Next', page: (page: number) => `Page ${page}` };
const hrefFor = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`);

describe('Pagination', () => {
  it('links the first, the last and the neighbours of the current page of a long list, and marks the current one', () => {
    render(<Pagination {...labels} current={50} count={338} hrefFor={hrefFor} />);
    const bar = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Previous', '1', '49', '50', '51', '338', 'Next']);
    expect(bar.getByRole('link', { name: 'Page 50' }).getAttribute('aria-current')).toBe('page');
    expect(bar.getByRole('link', { name: 'Page 338' }).getAttribute('href')).toBe('/blog/page/338');
    expect(bar.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/blog/page/49');
  });

  it('links every page of a short list, without Previous on the first page', () => {
    render(<Pagination {...labels} current={1} count={5} hrefFor={hrefFor} />);
    const bar = within(screen.getByRole('navigation', { name: 'Blog pages' }));
    expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5', 'Next']);
  });
});
