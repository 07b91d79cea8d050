/*
 * Every folder under fixtures/mistakes/ is a mistake an editor makes, laid over a copy of
 * fixtures/good/, and this is exactly what the content build tells them: one line per mistake,
 * `{content}` standing for the copied content folder.
 *
 * `fix` is what the editor does after reading the message, following its advice to the letter;
 * the build must then pass without touching any other file.
 *
 * `schema` says what the editors' JSON Schemas (the hints in their editor) say about the file:
 * `{ errors }`, exactly those errors, one per mistake, at the field (a JSON pointer); 'yaml-syntax'
 * where the file does not parse (the YAML extension reports that itself); 'build-only' for what a
 * schema cannot see: other files (links, media, references, duplicates) and how the YAML was laid
 * out, where the schema reports nothing.
 */
export type Fix = {
  /** The file the advice names, under the content folder. */
  file: string;
  /** Text to change, as the advice says. */
  replace?: [string, string][];
  /** A new name for the file. */
  renameTo?: string;
  /** The advice is to delete the file. */
  remove?: boolean;
};

export type SchemaVerdict = { errors: string[] } | 'yaml-syntax' | 'build-only';

export type Mistake = { lines: string[]; fix: Fix[]; schema: SchemaVerdict };

/** The fifteen mistakes a new editor makes first, each a key of MISTAKES or WARNINGS. */
export const FIRST_MISTAKES = [
  'misspelt-icon',
  'unquoted-colon',
  'deleted-dash',
  'tabs',
  'typed-price',
  'wrong-date',
  'missing-title',
  'missing-image',
  'dangling-link',
  'duplicate-title',
  'clashing-tag',
  'misspelt-field',
  'empty-file',
  'wrong-type',
  'unknown-field',
];

export const MISTAKES: Record<string, Mistake> = {
  'misspelt-icon': {
    lines: ['{content}/services/seo.yaml:12:102 sections[1].items[0].icon: got "guage", did you mean "gauge"?'],
    fix: [{ file: 'services/seo.yaml', replace: [['icon: guage', 'icon: gauge']] }],
    schema: { errors: ['/sections/1/items/0/icon'] },
  },
  'unquoted-colon': {
    lines: [
      '{content}/services/seo.yaml:10:14 YAML syntax: the text contains ": ", which starts a new field in YAML; put the whole text in quotes: heading: "What we do: audits and content"',
    ],
    fix: [{ file: 'services/seo.yaml', replace: [['heading: What we do: audits and content', 'heading: "What we do: audits and content"']] }],
    schema: 'yaml-syntax',
  },
  'deleted-dash': {
    lines: [
      '{content}/faqs/seo.yaml:4:5 YAML syntax: a "- " is missing at the start of line 4, so YAML joins this item to the one above (which then has "question" twice); write the line as "  - question: Do you write the pages too?", its "-" in column 3 like the items above',
    ],
    fix: [{ file: 'faqs/seo.yaml', replace: [['    question: Do you write the pages too?', '  - question: Do you write the pages too?']] }],
    schema: 'yaml-syntax',
  },
  tabs: {
    // Every tabbed line at once, each with the spaces to write.
    lines: [
      '{content}/services/seo.yaml:7:1 YAML syntax: line 7 is indented with a tab, which YAML does not allow; indent it with 4 spaces instead',
      '{content}/services/seo.yaml:8:1 YAML syntax: line 8 is indented with a tab, which YAML does not allow; indent it with 4 spaces instead',
      '{content}/services/seo.yaml:13:1 YAML syntax: line 13 is indented with a tab, which YAML does not allow; indent it with 2 spaces instead',
    ],
    fix: [
      {
        file: 'services/seo.yaml',
        replace: [
          ['\theading: SEO', '    heading: SEO'],
          ['\tlead:', '    lead:'],
          ['\t- type: faq', '  - type: faq'],
        ],
      },
    ],
    schema: 'yaml-syntax',
  },
  'wrong-date': {
    // One message, with the date to write (not also "a real calendar date").
    lines: ['{content}/blog/hello-jaipur.md:3:7 date: got "31/12/2025", expected a date written YYYY-MM-DD: write 2025-12-31'],
    fix: [{ file: 'blog/hello-jaipur.md', replace: [['date: 31/12/2025', 'date: 2025-12-31']] }],
    schema: { errors: ['/date'] },
  },
  'missing-title': {
    lines: ['{content}/blog/hello-jaipur.md:2:1 title: missing required field, expected text'],
    fix: [{ file: 'blog/hello-jaipur.md', replace: [['---\ndate:', '---\ntitle: Hello, Jaipur!\ndate:']] }],
    schema: { errors: ['/title'] },
  },
  'missing-image': {
    lines: ['{content}/blog/hello-jaipur.md:7:8 image: file {content}/media/blog/missing.jpg does not exist, expected an existing file under the media folder'],
    fix: [{ file: 'blog/hello-jaipur.md', replace: [['image: media/blog/missing.jpg', 'image: media/blog/cover.svg']] }],
    schema: 'build-only',
  },
  'dangling-link': {
    lines: ['{content}/services/seo.yaml:10:42 sections[1].action.href: link /contact-uss leads to no page, did you mean /contact-us?'],
    fix: [{ file: 'services/seo.yaml', replace: [['/contact-uss', '/contact-us']] }],
    schema: 'build-only',
  },
  'duplicate-title': {
    // A post copied to start a new one: renaming it to the first post's name would overwrite that post.
    lines: [
      '{content}/blog/hello-jaipur-copy.md:2:8 title: another post has this title and its address /hello-jaipur: {content}/blog/hello-jaipur.md; give this post a title of its own, then name the file after it',
    ],
    fix: [{ file: 'blog/hello-jaipur-copy.md', replace: [['title: Hello, Jaipur!', 'title: Hello again, Jaipur!']], renameTo: 'blog/hello-again-jaipur.md' }],
    schema: 'build-only',
  },
  'clashing-tag': {
    // Two older posts write "Technology": the new post's spelling is the one to change.
    lines: [
      '{content}/blog/newest-post.md:5:8 tags[0]: the tag "technology" is written "Technology" in 2 other posts, and both make the page /blog/tag/technology; write "Technology"',
    ],
    fix: [{ file: 'blog/newest-post.md', replace: [['tags: [technology]', 'tags: [Technology]']] }],
    schema: 'build-only',
  },
  'misspelt-field': {
    // One mistake, one message: the misspelt field is not also reported missing.
    lines: ['{content}/faqs/seo.yaml:3:5 items[0].answr: unknown field "answr", did you mean "answer"?'],
    fix: [{ file: 'faqs/seo.yaml', replace: [['answr:', 'answer:']] }],
    schema: { errors: ['/items/0/answr'] },
  },
  'empty-file': {
    lines: ['{content}/services/cloud-migration.yaml:1:1 the file is empty; write its fields (copy another file of its folder to start from), or delete it'],
    fix: [{ file: 'services/cloud-migration.yaml', remove: true }],
    schema: { errors: [''] },
  },
  'wrong-type': {
    lines: ['{content}/services/seo.yaml:2:10 summary: got 42, expected text'],
    fix: [{ file: 'services/seo.yaml', replace: [['summary: 42', 'summary: Be found by the people in Jaipur who are searching for you.']] }],
    schema: { errors: ['/summary'] },
  },
  'unknown-field': {
    // The fields an editor may write: never the slug, which the file name gives.
    lines: ['{content}/services/seo.yaml:2:1 colour: unknown field "colour", expected one of: card, sections, seo, summary, title'],
    fix: [{ file: 'services/seo.yaml', replace: [['colour: pink\n', '']] }],
    schema: { errors: ['/colour'] },
  },
  'quoted-price': {
    lines: ['{content}/hosting-plans/basic.yaml:3:14 yearlyPrice: got "2399" in quotes, which makes it text; remove the quotes: yearlyPrice: 2399'],
    fix: [{ file: 'hosting-plans/basic.yaml', replace: [['yearlyPrice: "2399"', 'yearlyPrice: 2399']] }],
    schema: { errors: ['/yearlyPrice'] },
  },
  'yaml-syntax': {
    lines: [
      '{content}/services/seo.yaml:7:14 YAML syntax: the list opened with [ is not closed; end it with ] (a list), or if it is text, put it in quotes: heading: "[SEO that brings enquiries"',
    ],
    fix: [{ file: 'services/seo.yaml', replace: [['heading: [SEO that brings enquiries', 'heading: "[SEO that brings enquiries"']] }],
    schema: 'yaml-syntax',
  },
  'over-indented-line': {
    lines: [
      '{content}/services/seo.yaml:10:6 YAML syntax: check the indentation of line 10: it is indented further than "type" above it, so YAML reads it as part of that text; start it in column 5',
    ],
    fix: [{ file: 'services/seo.yaml', replace: [['     heading: What we do', '    heading: What we do']] }],
    schema: 'yaml-syntax',
  },
  'broken-front-matter': {
    // The footer links to the privacy policy: the link is not reported as well.
    lines: [
      '{content}/legal/privacy-policy.md:2:8 YAML syntax: the list opened with [ is not closed; end it with ] (a list), or if it is text, put it in quotes: title: "[Privacy Policy"',
    ],
    fix: [{ file: 'legal/privacy-policy.md', replace: [['title: [Privacy Policy', 'title: "[Privacy Policy"']] }],
    schema: 'yaml-syntax',
  },
  'joined-list-item': {
    lines: [
      '{content}/hosting-plans/basic.yaml:8:4 features[1]: this line is indented further than the "-" above it, so YAML joins it to that item ("1 e-mail ID - 10 GB disk space"); to make it an item of its own, start its "-" in the same column as the others',
    ],
    fix: [{ file: 'hosting-plans/basic.yaml', replace: [['   - 10 GB disk space', '  - 10 GB disk space']] }],
    schema: 'build-only',
  },
  'section-type-typo': {
    lines: ['{content}/services/seo.yaml:9:11 sections[1].type: got "feature", did you mean "features"?'],
    fix: [{ file: 'services/seo.yaml', replace: [['type: feature\n', 'type: features\n']] }],
    schema: { errors: ['/sections/1/type'] },
  },
  'upper-case-media-name': {
    lines: [
      '{content}/blog/hello-jaipur.md:7:8 image: got "media/blog/Cover.svg", expected lower-case letters: write media/blog/cover.svg and name the file cover.svg',
    ],
    fix: [{ file: 'blog/hello-jaipur.md', replace: [['media/blog/Cover.svg', 'media/blog/cover.svg']] }],
    schema: { errors: ['/image'] },
  },
  'slug-line': {
    // Links to /services/seo (the menu, the footer, a post) are not reported as well.
    lines: [
      '{content}/services/seo.yaml:1:7 slug: the file name makes the slug ("seo"), so this line does nothing; remove it, or rename the file to search-engine-optimisation.yaml',
    ],
    fix: [{ file: 'services/seo.yaml', replace: [['slug: search-engine-optimisation\n', '']] }],
    schema: { errors: ['/slug'] },
  },
  'misspelt-image': {
    lines: ['{content}/blog/hello-jaipur.md:7:8 image: file {content}/media/blog/cvoer.svg does not exist, did you mean media/blog/cover.svg?'],
    fix: [{ file: 'blog/hello-jaipur.md', replace: [['media/blog/cvoer.svg', 'media/blog/cover.svg']] }],
    schema: 'build-only',
  },
  'unknown-faq-group': {
    lines: ['{content}/services/seo.yaml:15:12 sections[2].group: unknown FAQ group "sseo", did you mean "seo"?'],
    fix: [{ file: 'services/seo.yaml', replace: [['group: sseo', 'group: seo']] }],
    schema: 'build-only',
  },
  'relative-markdown-paths': {
    lines: [
      '{content}/blog/hello-jaipur.md:13:14 body: image media/blog/cover.svg is a relative path, which breaks on the page; write /media/blog/cover.svg',
      '{content}/blog/hello-jaipur.md:15:18 body: link services/seo is a relative path, which breaks on the page; write /services/seo',
      '{content}/blog/hello-jaipur.md:17:20 body: image cover.svg is a relative path, which breaks on the page; write /media/blog/cover.svg',
    ],
    fix: [
      {
        file: 'blog/hello-jaipur.md',
        replace: [
          ['](media/blog/cover.svg)', '](/media/blog/cover.svg)'],
          ['](services/seo)', '](/services/seo)'],
          ['](cover.svg)', '](/media/blog/cover.svg)'],
        ],
      },
    ],
    schema: 'build-only',
  },
  'duplicate-slug': {
    lines: [
      '{content}/blog/privacy-policy.md:2:8 title: its page /privacy-policy is already used by {content}/legal/privacy-policy.md, expected a title that gives a page of its own',
    ],
    fix: [
      {
        file: 'blog/privacy-policy.md',
        replace: [['title: Privacy Policy', 'title: How We Keep Your Data Safe']],
        renameTo: 'blog/how-we-keep-your-data-safe.md',
      },
    ],
    schema: 'build-only',
  },
  'duplicate-course-alias': {
    lines: [
      '{content}/courses/web-development.yaml:15:5 aliases[2]: /courses/web-development is already made by line 13 of this file, expected each page once; remove one of the two',
    ],
    fix: [{ file: 'courses/web-development.yaml', replace: [['  - uiux\n  - web-development\n', '  - uiux\n']] }],
    schema: 'build-only',
  },
  // Translations (content/hi/): each names the Hindi file, and the English file where it helps.
  'hindi-changed-price': {
    lines: [
      '{content}/hi/hosting-plans/basic.yaml:2:1 yearlyPrice: a figure or fact that is the same in every language comes from the English file, so a translation leaves it out (it would have to be changed twice); remove this line',
    ],
    fix: [{ file: 'hi/hosting-plans/basic.yaml', replace: [['yearlyPrice: 1999\n', '']] }],
    schema: { errors: ['/yearlyPrice'] },
  },
  'hindi-unknown-field': {
    // The text it meant to translate is not also reported: it shows in English until it is fixed.
    lines: ['{content}/hi/services/seo.yaml:2:1 summery: the English file has no field "summery", so the translation cannot have it; did you mean "summary"?'],
    fix: [{ file: 'hi/services/seo.yaml', replace: [['summery:', 'summary:']] }],
    schema: { errors: ['/summery'] },
  },
  'hindi-only-post-name': {
    lines: [
      '{content}/hi/blog/my-hindi-post.md:2:8 title: the title\'s slug is "jaipur-men-vebsait" but the file is named "my-hindi-post.md", expected the file to be renamed to jaipur-men-vebsait.md (a post that exists only in this language is named after its title, spelt in Latin letters)',
    ],
    fix: [{ file: 'hi/blog/my-hindi-post.md', renameTo: 'hi/blog/jaipur-men-vebsait.md' }],
    schema: 'build-only',
  },
  'hindi-two-tag-names': {
    lines: [
      '{content}/hi/blog/second-post.md:4:8 tags[0]: "तकनीक" and "टेक्नोलॉजी" are both the name of the tag "Technology" (/hi/blog/tag/technology), expected one name for each tag; write "टेक्नोलॉजी"',
    ],
    fix: [{ file: 'hi/blog/second-post.md', replace: [['tags: [तकनीक]', 'tags: [टेक्नोलॉजी]']] }],
    schema: 'build-only',
  },
  'hindi-popular-tag-name': {
    lines: [
      '{content}/hi/copy/blog.yaml:2:10 sidebar.tags[0]: the posts call the tag "Technology" "टेक्नोलॉजी", expected the same name here, so it leads to its page; write "टेक्नोलॉजी"',
    ],
    fix: [{ file: 'hi/copy/blog.yaml', replace: [['tags: [तकनीक]', 'tags: [टेक्नोलॉजी]']] }],
    schema: 'build-only',
  },
  'hindi-changed-link': {
    lines: [
      '{content}/hi/blog/hello-jaipur.md:11:7 body: /hi/services/seo is not a link or image of the English text; a translation keeps the English targets (the build points links at the translated pages): did you mean /services/seo?',
    ],
    fix: [{ file: 'hi/blog/hello-jaipur.md', replace: [['(/hi/services/seo)', '(/services/seo)']] }],
    schema: 'build-only',
  },
  'hindi-without-english': {
    lines: [
      '{content}/hi/services/web-hosting-servce.yaml:1:1 there is no English file {content}/services/web-hosting-servce.yaml, and a translation sits at the path of the English file it translates; did you mean {content}/hi/services/web-hosting-service.yaml?',
    ],
    fix: [{ file: 'hi/services/web-hosting-servce.yaml', renameTo: 'hi/services/web-hosting-service.yaml' }],
    schema: 'build-only',
  },
  'english-post-broken-link': {
    // The Hindi post links where the English post meant to: only the English post is told, and its fix makes both right.
    lines: ['{content}/blog/hello-jaipur.md:13:51 body: link /contact-uss leads to no page, did you mean /contact-us?'],
    fix: [{ file: 'blog/hello-jaipur.md', replace: [['(/contact-uss)', '(/contact-us)']] }],
    schema: 'build-only',
  },
  'hindi-link-beside-label': {
    // The link shares its line with the label it goes with: the advice removes the link and keeps the label.
    lines: [
      '{content}/hi/navigation.yaml:1:27 cta.href: a link comes from the English file, so a translation leaves it out (it would have to be changed twice); remove "href: /hi/contact-us" from this line, and keep the rest of it',
    ],
    fix: [{ file: 'hi/navigation.yaml', replace: [[', href: /hi/contact-us', '']] }],
    schema: { errors: ['/cta/href'] },
  },
  'hindi-duplicate-title': {
    lines: [
      '{content}/hi/blog/second-post.md:2:8 title: {content}/hi/blog/hello-jaipur.md has this title too, and a reader could not tell the two posts apart; give this post a title of its own',
    ],
    fix: [{ file: 'hi/blog/second-post.md', replace: [['title: नमस्ते, जयपुर!', 'title: दूसरी पोस्ट']] }],
    schema: 'build-only',
  },
  'phone-mismatch': {
    // A new phone number written in one of the two fields: the advice is to change both.
    lines: [
      '{content}/site.yaml:10:12 phone.display: "+91 98290 12346" is not the number a tap dials (phone.tel: +919829012345); write the same number in both, display as people read it and tel as + and its digits',
    ],
    fix: [{ file: 'site.yaml', replace: [['display: +91 98290 12346', 'display: +91 98290 12345']] }],
    schema: 'build-only',
  },
};

export type Warning = { lines: string[]; fix: Fix[] };

/** Mistakes that are warnings: the build still writes its output. */
export const WARNINGS: Record<string, Warning> = {
  'hindi-glossary-word': {
    // The glossary names the word the Hindi copy writes: the warning says where a text writes another, and which to write.
    lines: [
      '{content}/hi/blog/hello-jaipur.md:4:11 category: (warning) "व्यवसाय" is written "बिज़नेस" in this copy (content/glossary.yaml); write "बिज़नेस"',
      '{content}/hi/blog/jaipur-men-seo-ki-shuruat.md:5:11 category: (warning) "व्यवसाय" is written "बिज़नेस" in this copy (content/glossary.yaml); write "बिज़नेस"',
      '{content}/hi/site.yaml:1:54 tagline: (warning) "व्यवसाय" is written "बिज़नेस" in this copy (content/glossary.yaml); write "बिज़नेस"',
    ],
    fix: [
      { file: 'hi/blog/hello-jaipur.md', replace: [['category: व्यवसाय', 'category: बिज़नेस']] },
      { file: 'hi/blog/jaipur-men-seo-ki-shuruat.md', replace: [['category: व्यवसाय', 'category: बिज़नेस']] },
      { file: 'hi/site.yaml', replace: [['व्यवसायों', 'बिज़नेसों']] },
    ],
  },
  'english-post-deleted': {
    // The English post is gone, and its translation with it: never renamed into a new /hi address.
    lines: [
      '{content}/hi/blog/old-post.md:1:1 (warning) it translates {content}/blog/old-post.md, which is gone, so /hi/old-post is no longer published; delete this file too (or bring back the English post), and run npm run content -- --record',
    ],
    fix: [{ file: 'hi/blog/old-post.md', remove: true }],
  },
  'typed-price': {
    // Figures typed into copy, current (₹2,399, 2017) or stale (₹149, eight years), each with its placeholder.
    lines: [
      '{content}/services/web-hosting-service.yaml:2:43 summary: (warning) "₹2,399" repeats yearlyPrice in content/hosting-plans/basic.yaml; write {hosting-plans.basic.yearlyPrice} instead, so this copy follows when it changes',
      '{content}/services/web-hosting-service.yaml:7:43 sections[0].heading: (warning) "2017" repeats foundedYear in content/site.yaml; write {site.foundedYear} instead, so this copy follows when it changes',
      '{content}/services/web-hosting-service.yaml:8:22 sections[0].lead: (warning) "₹149" is a price typed into copy, which does not follow when the price changes; write the placeholder of the price it names, such as {prices.hostingOffer} (₹139 now) or {hosting-plans.basic.yearlyPrice} (₹2,399 now), or add it to content/prices.yaml and write {prices.<its name>}',
      '{content}/services/web-hosting-service.yaml:8:40 sections[0].lead: (warning) "eight years" counts the company\'s years since foundedYear in content/site.yaml, which changes; write "{site.yearsInBusiness} years" (8 years now), so this copy follows',
    ],
    fix: [
      {
        file: 'services/web-hosting-service.yaml',
        replace: [
          ['₹2,399', '{hosting-plans.basic.yearlyPrice}'],
          ['since 2017', 'since {site.foundedYear}'],
          ['₹149', '{prices.hostingOffer}'],
          ['eight years', '{site.yearsInBusiness} years'],
        ],
      },
    ],
  },
  'near-miss-tag': {
    lines: [
      '{content}/blog/newest-post.md:5:8 tags[0]: (warning) no other post has the tag "Perfomance", and 1 has "Performance": did you mean "Performance"? A new tag makes a page of its own (/blog/tag/perfomance)',
    ],
    fix: [{ file: 'blog/newest-post.md', replace: [['[Perfomance]', '[Performance]']] }],
  },
  'unknown-sidebar-tag': {
    lines: [
      '{content}/copy/blog.yaml:43:10 sidebar.tags[0]: (warning) no post has the tag "Tecnology", so it has no page and the sidebar leaves it out; did you mean "Technology"?',
    ],
    fix: [{ file: 'copy/blog.yaml', replace: [['Tecnology', 'Technology']] }],
  },
};
