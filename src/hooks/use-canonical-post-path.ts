import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { slugFromParam } from '../lib/slug';

/**
 * A post address written the old way (underscores, escapes: /my_post) is not a prerendered page,
 * so the server answers it with the not-found page. Once that page is running, this sends the
 * visitor to the post's own address, whose loader finds the post. Returns whether it will.
 */
export function useCanonicalPostPath(): boolean {
  const { slug: param = '' } = useParams();
  const navigate = useNavigate();
  const canonical = slugFromParam(param);
  const isAlias = param !== '' && canonical !== param;
  useEffect(() => {
    if (isAlias) void navigate(paths.post(canonical), { replace: true });
  }, [isAlias, canonical, navigate]);
  return isAlias;
}
