/*
 * Every folder under fixtures/mistakes/ is a mistake an editor makes, laid over a copy of
 * fixtures/good/, and this is exactly what the content build tells them: one line per mistake,
 * `{content}` standing for the copied content folder. `schema` says whether the editors' JSON
 * Schemas catch it too: 'rejects' for mistakes in a file's shape; 'yaml-syntax' where the file
 * does not parse (the YAML extension reports that itself); 'build-only' for what a schema cannot
 * see: other files (links, media, references, duplicates) and how the YAML was laid out.
 */
export type Mistake = { lines: string[]; schema: 'rejects' | 'yaml-syntax' | 'build-only' };

export const MISTAKES: Record<string, Mistake> = {
  'yaml-syntax': {
    lines: ['{content}/services/seo.yaml:7:14 YAML syntax: the list opened with [ is not closed; end it with ]'],
    schema: 'yaml-syntax',
  },
  'unquoted-colon': {
    lines: [
      '{content}/services/seo.yaml:10:14 YAML syntax: the text contains ": ", which starts a new field in YAML; put the whole text in quotes: heading: "What we do: audits and content"',
    ],
    schema: 'yaml-syntax',
  },
  'over-indented-line': {
    lines: [
      '{content}/services/seo.yaml:10:6 YAML syntax: check the indentation of line 10: it is indented further than "type" above it, so YAML reads it as part of that text; start it in column 5',
    ],
    schema: 'yaml-syntax',
  },
  'broken-front-matter': {
    // The footer links to the privacy policy: the link is not reported as well.
    lines: ['{content}/legal/privacy-policy.md:2:8 YAML syntax: the list opened with [ is not closed; end it with ]'],
    schema: 'yaml-syntax',
  },
  'joined-list-item': {
    lines: [
      '{content}/hosting-plans/basic.yaml:8:4 features[1]: this line is indented further than the "-" above it, so YAML joins it to that item ("1 e-mail ID - 10 GB disk space"); to make it an item of its own, start its "-" in the same column as the others',
    ],
    schema: 'build-only',
  },
  'missing-field': {
    lines: ['{content}/blog/hello-jaipur.md:2:1 summary: missing required field, expected text'],
    schema: 'rejects',
  },
  'wrong-type': {
    lines: ['{content}/services/seo.yaml:2:10 summary: got 42, expected text'],
    schema: 'rejects',
  },
  'unknown-field': {
    // One mistake, one message: the misspelt field is not also reported missing.
    lines: ['{content}/faqs/seo.yaml:3:5 items[0].answr: unknown field "answr", did you mean "answer"?'],
    schema: 'rejects',
  },
  'misspelt-icon': {
    lines: ['{content}/services/seo.yaml:12:102 sections[1].items[0].icon: got "guage", did you mean "gauge"?'],
    schema: 'rejects',
  },
  'section-type-typo': {
    lines: ['{content}/services/seo.yaml:9:11 sections[1].type: got "feature", did you mean "features"?'],
    schema: 'rejects',
  },
  'upper-case-media-name': {
    lines: ['{content}/blog/hello-jaipur.md:7:8 image: got "media/blog/Cover.svg", expected lower-case letters: write media/blog/cover.svg and name the file cover.svg'],
    schema: 'rejects',
  },
  'slug-line': {
    // Links to /services/seo (the menu, the footer, a post) are not reported as well.
    lines: [
      '{content}/services/seo.yaml:1:7 slug: the file name makes the slug ("seo"), so this line does nothing; remove it, or rename the file to search-engine-optimisation.yaml',
    ],
    schema: 'rejects',
  },
  'dangling-link': {
    lines: ['{content}/services/seo.yaml:10:42 sections[1].action.href: link /contact-uss leads to no page, did you mean /contact-us?'],
    schema: 'build-only',
  },
  'unknown-sidebar-tag': {
    lines: ['{content}/copy/blog.yaml:41:22 sidebar.tags[1]: no post has the tag "Tecnology", so it has no page; did you mean "Technology"?'],
    schema: 'build-only',
  },
  'clashing-tag': {
    lines: ['{content}/blog/second-post.md:5:8 tags[0]: "technology" and "Technology" make the same page (technology), expected one spelling; write "Technology"'],
    schema: 'build-only',
  },
  'missing-image': {
    lines: ['{content}/blog/hello-jaipur.md:7:8 image: file {content}/media/blog/missing.jpg does not exist, expected an existing file under the media folder'],
    schema: 'build-only',
  },
  'misspelt-image': {
    lines: ['{content}/blog/hello-jaipur.md:7:8 image: file {content}/media/blog/cvoer.svg does not exist, did you mean media/blog/cover.svg?'],
    schema: 'build-only',
  },
  'unknown-faq-group': {
    lines: ['{content}/services/seo.yaml:15:12 sections[2].group: unknown FAQ group "sseo", did you mean "seo"?'],
    schema: 'build-only',
  },
  'relative-markdown-paths': {
    lines: [
      '{content}/blog/hello-jaipur.md:13:14 body: image media/blog/cover.svg is a relative path, which breaks on the page; write /media/blog/cover.svg',
      '{content}/blog/hello-jaipur.md:15:18 body: link services/seo is a relative path, which breaks on the page; write /services/seo',
    ],
    schema: 'build-only',
  },
  'duplicate-slug': {
    lines: ['{content}/blog/privacy-policy.md:2:8 title: its page /privacy-policy is already used by {content}/legal/privacy-policy.md, expected a title that gives a page of its own'],
    schema: 'build-only',
  },
  'duplicate-course-alias': {
    lines: [
      '{content}/courses/web-development.yaml:15:5 aliases[2]: /courses/web-development is already made by line 13 of this file, expected each page once; remove one of the two',
    ],
    schema: 'build-only',
  },
  // Translations (content/hi/): each names the Hindi file, and the English file where it helps.
  'hindi-changed-price': {
    lines: [
      '{content}/hi/hosting-plans/basic.yaml:2:1 yearlyPrice: a figure or fact that is the same in every language comes from the English file, so a translation leaves it out (it would have to be changed twice); remove this line',
    ],
    schema: 'build-only',
  },
  'hindi-unknown-field': {
    // The text it meant to translate is not also reported: it shows in English until it is fixed.
    lines: ['{content}/hi/services/seo.yaml:2:1 summery: the English file has no field "summery", so the translation cannot have it; did you mean "summary"?'],
    schema: 'build-only',
  },
  'hindi-only-post-name': {
    lines: [
      '{content}/hi/blog/my-hindi-post.md:2:8 title: the title\'s slug is "jaipur-men-vebsait" but the file is named "my-hindi-post.md", expected the file to be renamed to jaipur-men-vebsait.md (a post that exists only in this language is named after its title, spelt in Latin letters)',
    ],
    schema: 'build-only',
  },
  'hindi-two-tag-names': {
    lines: [
      '{content}/hi/blog/second-post.md:4:8 tags[0]: "तकनीक" and "टेक्नोलॉजी" are both the name of the tag "Technology" (/hi/blog/tag/technology), expected one name for each tag; write "टेक्नोलॉजी"',
    ],
    schema: 'build-only',
  },
  'hindi-changed-link': {
    lines: [
      '{content}/hi/blog/hello-jaipur.md:11:7 body: /hi/services/seo is not a link or image of the English text; a translation keeps the English targets (the build points links at the translated pages): did you mean /services/seo?',
    ],
    schema: 'build-only',
  },
  'hindi-without-english': {
    lines: [
      '{content}/hi/services/seoo.yaml:1:1 there is no English file {content}/services/seoo.yaml, and a translation sits at the path of the English file it translates; did you mean {content}/hi/services/seo.yaml?',
    ],
    schema: 'build-only',
  },
};

/** Mistakes that are warnings: the build still writes its output. */
export const WARNINGS: Record<string, string[]> = {
  'typed-price': [
    '{content}/services/web-hosting-service.yaml:2:43 summary: (warning) "₹2,399" repeats yearlyPrice in content/hosting-plans/basic.yaml; write {hosting-plans.basic.yearlyPrice} instead, so this copy follows when it changes',
    '{content}/services/web-hosting-service.yaml:7:43 sections[0].heading: (warning) "2017" repeats foundedYear in content/site.yaml; write {site.foundedYear} instead, so this copy follows when it changes',
  ],
};
