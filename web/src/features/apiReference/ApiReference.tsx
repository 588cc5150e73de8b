import { filePath, useFileAnswer } from '../../api/files';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import type { ReactNode } from 'react';
import { type Translate, useMessages } from '../../i18n/messages';
import * as styles from './ApiReference.css';
import { apiReferenceMessages } from './messages';
import { asApiDocument, type GroupView, groupsOf, type OperationView, type ParameterView, type Phrase } from './readApiDocument';

/** Where the document is served: not an envelope, so not one of the API's keys. */
export const API_DOCUMENT_PATH = filePath('GET /v1/openapi.json');

const readDocument = async (response: Response) => asApiDocument(await response.json());

type T = Translate<keyof typeof apiReferenceMessages.en>;

const say = (t: T, phrase: string | Phrase) => (typeof phrase === 'string' ? phrase : t(phrase.key, phrase.values));

/** "query · optional · integer · 1 to 100 · default 10": the location and the type name are the document's own. */
function describeParameter(parameter: ParameterView, t: T): string {
  const facts = [parameter.location, t(parameter.required ? 'param.required' : 'param.optional'), say(t, parameter.type)];
  if (parameter.limits) facts.push(say(t, parameter.limits));
  if (parameter.defaultValue !== null) facts.push(t('param.default', { value: parameter.defaultValue === '' ? t('param.emptyDefault') : parameter.defaultValue }));
  return facts.join(' · ');
}

const documentLink = (chunks: ReactNode[]) => (
  <a className={styles.link} href={API_DOCUMENT_PATH}>
    {chunks}
  </a>
);

/** The document's prose marks code with backticks, as markdown does. */
function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

function Operation({ operation, t }: { operation: OperationView; t: T }) {
  return (
    <article className={styles.operation} aria-labelledby={operation.id} data-testid="api-operation">
      <h3 id={operation.id} className={styles.operationTitle}>
        <span className={styles.method}>{operation.method}</span>
        <code className={styles.path}>{operation.path}</code>
      </h3>
      <p className={styles.summary}>{operation.summary}</p>
      {operation.description && <p className={styles.summary}>{withCode(operation.description)}</p>}
      {operation.parameters.length > 0 && (
        <>
          <h4 className={styles.subTitle}>{t('parameters')}</h4>
          <ul className={styles.parameters}>
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.location} ${parameter.name}`} className={styles.parameter}>
                <span className={styles.parameterName}>{parameter.name}</span>
                <span className={styles.parameterFacts}>{describeParameter(parameter, t)}</span>
                {parameter.description && <span>{parameter.description}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.answer}>{t('answers', { answer: operation.answer })}</p>
      <h4 className={styles.subTitle}>{t('example')}</h4>
      <pre className={styles.curl}>
        <code>{operation.curl}</code>
      </pre>
    </article>
  );
}

function Group({ group, t }: { group: GroupView; t: T }) {
  return (
    <section id={group.id} className={styles.group} aria-labelledby={`${group.id}-title`}>
      <h2 id={`${group.id}-title`} className={styles.groupTitle}>
        {group.tag}
      </h2>
      {group.operations.map((operation) => (
        <Operation key={operation.id} operation={operation} t={t} />
      ))}
    </section>
  );
}

/** The API's reference, read from its OpenAPI document: every operation with its parameters and a request to try. */
export default function ApiReference() {
  const t = useMessages(apiReferenceMessages);
  const document = useFileAnswer('GET /v1/openapi.json', readDocument, { revalidateOnFocus: false, accept: 'application/json' });
  if (document.error) return <EmptyState>{t('failed')}</EmptyState>;
  if (!document.data) return <div role="status" aria-label={t('loading')} style={{ minHeight: 400 }} />;
  const groups = groupsOf(document.data, window.location.origin);
  return (
    <>
      <p className={styles.intro}>
        {t.rich('intro', { description: withCode(document.data.info.description), version: document.data.info.version, path: API_DOCUMENT_PATH, link: documentLink })}
      </p>
      <nav aria-label={t('sections')}>
        <ul className={styles.toc}>
          {groups.map((group) => (
            <li key={group.id}>
              <a className={styles.tocLink} href={`#${group.id}`}>
                {group.tag}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <Group key={group.id} group={group} t={t} />
      ))}
    </>
  );
}
