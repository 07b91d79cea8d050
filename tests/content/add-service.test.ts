import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/content/build-content';
import type { ContentRoute } from '../../src/schemas/collections';
import type { Service } from '../../src/schemas/service';
import type { ServiceCard } from '../../src/schemas/service-card';

const FIXTURE = path.resolve('tests/content/fixtures/good');

/** A new service page, written the way an editor would: one YAML file and nothing else. */
const NEW_SERVICE = `title: Cloud migration
summary: Move your servers and files to the cloud without downtime.
seo:
  keywords: [cloud migration Jaipur]
sections:
  - type: banner
    heading: Move to the cloud without the headaches
  - type: intro
    heading: What we do
    paragraphs:
      - We plan, move and test, then switch over at a quiet hour.
    contact:
      heading: Talk to us
      phoneLabel: Call
      emailLabel: Write
      addressLabel: Visit
      action: { label: Get In Touch, href: /contact-us }
  - type: benefits
    heading: Why move
    items:
      - { title: Lower cost, text: Pay for what you use. }
  - type: cta
    heading: Ready?
    action: { label: Get in touch, href: /contact-us }
`;

describe('adding a service page', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'add-service-'));
    await cp(FIXTURE, path.join(root, 'content'), { recursive: true });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const build = () => buildContent({ contentDir: path.join(root, 'content'), outDir: path.join(root, 'generated') });
  const readJson = async <T>(name: string): Promise<T> => JSON.parse(await readFile(path.join(root, 'generated', name), 'utf8')) as T;

  it('takes one content file: the service is built and gets its route', async () => {
    const before = await build();
    expect(before.problems).toEqual([]);
    expect((await readJson<ContentRoute[]>('content-routes.json')).map((r) => r.path)).not.toContain('/services/cloud-migration');

    await writeFile(path.join(root, 'content/services/cloud-migration.yaml'), NEW_SERVICE);
    const result = await build();
    expect(result.problems).toEqual([]);
    expect(result.counts.services).toBe(before.counts.services! + 1);

    const services = await readJson<Service[]>('services.json');
    const added = services.find((s) => s.slug === 'cloud-migration');
    expect(added?.title).toBe('Cloud migration');
    expect(added?.seo.keywords).toEqual(['cloud migration Jaipur']);
    expect(added?.sections.map((s) => s.type)).toEqual(['banner', 'intro', 'benefits', 'cta']);

    const routes = await readJson<ContentRoute[]>('content-routes.json');
    expect(routes).toContainEqual({ collection: 'services', slug: 'cloud-migration', path: '/services/cloud-migration' });
  });

  it('reports a mistake in the new file with its line and field, and writes nothing', async () => {
    await writeFile(path.join(root, 'content/services/cloud-migration.yaml'), NEW_SERVICE.replace('  keywords: [cloud migration Jaipur]', '  title: Cloud'));
    const result = await build();
    expect(result.written).toBe(false);
    expect(result.problems).toContainEqual(
      expect.objectContaining({
        file: expect.stringMatching(/services\/cloud-migration\.yaml$/),
        line: 4,
        path: ['seo', 'keywords'],
        message: expect.stringContaining('missing required field'),
      }),
    );
  });

  it('puts a service on the cards of the home page and /services where its card says, with any number of cards', async () => {
    const withCard = (order: number, title: string) => `${NEW_SERVICE}card:\n  order: ${order}\n  title: ${title}\n  text: Move to the cloud.\n  icon: cloud\n`;
    await writeFile(path.join(root, 'content/services/cloud-migration.yaml'), withCard(2, 'Cloud'));
    const seo = path.join(root, 'content/services/seo.yaml');
    await writeFile(seo, `${await readFile(seo, 'utf8')}card: { order: 1, text: Be found., icon: search }\n`);
    expect((await build()).problems).toEqual([]);
    expect(await readJson<ServiceCard[]>('service-cards.json')).toEqual([
      { title: 'Search engine optimisation', text: 'Be found.', icon: 'search', href: '/services/seo' },
      { title: 'Cloud', text: 'Move to the cloud.', icon: 'cloud', href: '/services/cloud-migration' },
    ]);

    // Nine, ten, twelve: the grid takes them all, in order.
    for (let i = 3; i <= 12; i++)
      await writeFile(path.join(root, `content/services/extra-${i}.yaml`), withCard(i, `Extra ${i}`).replace('title: Cloud migration', `title: Extra ${i}`));
    expect((await build()).problems).toEqual([]);
    const cards = await readJson<ServiceCard[]>('service-cards.json');
    expect(cards).toHaveLength(12);
    expect(cards.at(-1)?.href).toBe('/services/extra-12');
  });
});
