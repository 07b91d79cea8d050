/*
 * The itemised notice beside a form's submit button (DPDP Rules 2025): what is kept, why and for
 * how long, how to withdraw, and the privacy policy version the visitor accepts by sending. A
 * <details> element, so it opens without JavaScript; the words are in content/copy/data-rights.yaml.
 */
import type { NoticeProps } from '../content/data-rights-copy';
import { FilledCopy } from './filled-copy';
import { Text } from './text';
import styles from './data-notice.module.css';

export function DataNotice({ notice }: { notice: NoticeProps }) {
  return (
    <details className={styles.notice}>
      <summary lang={notice.lang?.summary}>{notice.summary}</summary>
      <ul>
        {notice.items.map((item) => (
          <li key={item.what}>
            <strong lang={item.lang?.what}>{item.what}.</strong> <Text lang={item.lang?.why}>{item.why}</Text>{' '}
            <Text lang={item.lang?.howLong}>{item.howLong}</Text>
          </li>
        ))}
      </ul>
      <p lang={notice.lang?.withdraw}>
        <FilledCopy
          text={notice.withdraw}
          values={{
            yourData: (
              <a href={notice.hrefs.yourData} lang={notice.linkLang.yourDataLink}>
                {notice.yourDataLink}
              </a>
            ),
          }}
        />
      </p>
      <p>
        <a href={notice.hrefs.privacyPolicy} lang={notice.linkLang.policyLine}>
          {notice.policyLine}
        </a>
      </p>
    </details>
  );
}
