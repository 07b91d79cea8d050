import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPost } from '../../tests/support/content-fixtures';
import type { Post } from '../schemas/post';
import { PostCard } from './post-card';

const fallbacks = {
  author: 'Unknown Author',
  category: 'Uncategorized',
  image: 'media/blog/default.jpg',
  alt: 'Blog Image',
  listDate: 'No date available',
  detailDate: 'Unknown Date',
  noTags: 'No tags',
  content: 'No content available',
};

const copy = { readMore: 'Read More', readingTime: '{minutes} min read', fallbacks };

const post = (fields: Partial<Post>) => buildPost('fast-websites', { title: 'Fast Websites', wordCount: 900, readingMinutes: 5, ...fields });

describe('PostCard', () => {
  it('shows the post and links its title and Read More to the post', () => {
    const image = 'media/blog/how-to-choose-the-right-web-hosting-plan.jpg';
    render(<PostCard post={post({ date: '2026-10-14', category: 'Web', summary: 'Why speed matters.', image, alt: 'A gauge' })} copy={copy} locale="en" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Fast Websites' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fast Websites' }).getAttribute('href')).toBe('/fast-websites');
    expect(screen.getByRole('link', { name: 'Read More: Fast Websites' }).getAttribute('href')).toBe('/fast-websites');
    expect(screen.getByText('14 October 2026').getAttribute('datetime')).toBe('2026-10-14');
    expect(screen.getByRole('img', { name: 'A gauge' }).getAttribute('src')).toBe(`/${image}`);
    expect(screen.getByRole('link', { name: 'Web' }).getAttribute('href')).toBe('/blog/category/web');
    expect(screen.getByText('5 min read')).toBeTruthy();
    expect(screen.getByText('Why speed matters.')).toBeTruthy();
  });

  it('uses the fallback texts and the default image for what the post lacks', () => {
    render(<PostCard post={post({})} copy={copy} locale="en" />);
    expect(screen.getByText('No date available')).toBeTruthy();
    expect(screen.getByText('Uncategorized')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Blog Image' }).getAttribute('src')).toBe('/media/blog/default.jpg');
  });
});
