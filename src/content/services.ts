import services from '../generated/services.json';
import type { Service } from '../schemas/service';

export function getService(slug: string): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`No content/services/${slug}.yaml`);
  return service;
}
