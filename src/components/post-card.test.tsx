import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { normalizePosts, summarize } from '../lib/posts';
import { PostCard } from './post-card';

const fallbacks = { title: 'Untitled Blog', date: 'No date available' };

function renderCard(raw: unknown) {
  const post = summarize(normalizePosts([raw])[0]!);
  return render(
    <MemoryRouter>
      <PostCard post={post} fallbacks={fallbacks} readMoreLabel="Read More" />
    </MemoryRouter>,
  );
}

describe('PostCard', () => {
  it('shows the post and links its title and Read More to the post', () => {
    renderCard({ post_title: 'Fast Websites', post_date: '2026-10-14', category: 'Web', summary: 'Why speed matters.', post_image: '/media/blog/fast.jpg', post_alt: 'A gauge' });
    expect(screen.getByRole('heading', { level: 3, name: 'Fast Websites' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fast Websites' }).getAttribute('href')).toBe('/fast-websites');
    expect(screen.getByRole('link', { name: 'Read More: Fast Websites' }).getAttribute('href')).toBe('/fast-websites');
    expect(screen.getByText('14 October 2026').getAttribute('datetime')).toBe('2026-10-14');
    expect(screen.getByRole('img', { name: 'A gauge' }).getAttribute('src')).toBe('/media/blog/fast.jpg');
    expect(screen.getByText('Why speed matters.')).toBeTruthy();
  });

  it('uses the fallback texts and the default image for what the post lacks', () => {
    renderCard({});
    expect(screen.getByRole('heading', { name: 'Untitled Blog' })).toBeTruthy();
    expect(screen.getByText('No date available')).toBeTruthy();
    expect(screen.getByText('Uncategorized')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Blog Image' }).getAttribute('src')).toBe('/media/blog/default.jpg');
    expect(screen.getByRole('link', { name: 'Read More: Untitled Blog' }).getAttribute('href')).toBe('/untitled-post');
  });

  it('swaps in the default image when the cover fails to load', () => {
    renderCard({ post_title: 'Broken', post_image: '/media/blog/missing.jpg' });
    const image = screen.getByRole('img', { name: 'Blog Image' });
    expect(image.getAttribute('src')).toBe('/media/blog/missing.jpg');
    fireEvent.error(image);
    // The default cover comes from content/media, so it is a new, responsive <picture>.
    expect(screen.getByRole('img', { name: 'Blog Image' }).getAttribute('src')).toBe('/media/blog/default.jpg');
  });
});
