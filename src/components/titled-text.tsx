import type { TextLanguages } from '../schemas/localized';

export type TitledTextProps = {
  item: { title: string; text: string; lang?: TextLanguages<{ title: string; text: string }> };
  classNames: { title?: string; text?: string };
};

/** An item's h3 and its paragraph, as lists of benefits, features and aims show them. */
export function TitledText({ item, classNames }: TitledTextProps) {
  return (
    <>
      <h3 className={classNames.title} lang={item.lang?.title}>
        {item.title}
      </h3>
      <p className={classNames.text} lang={item.lang?.text}>
        {item.text}
      </p>
    </>
  );
}
