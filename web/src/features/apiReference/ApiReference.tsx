import { filePath, useFileAnswer } from '../../api/files';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import * as styles from './ApiReference.css';
import { asApiDocument, type GroupView, groupsOf, type OperationView, type ParameterView } from './readApiDocument';

/** Where the document is served: not an envelope, so not one of the API's keys. */
export const API_DOCUMENT_PATH = filePath('GET /v1/openapi.json');

const readDocument = async (response: Response) => asApiDocument(await response.json());

function describeParameter(parameter: ParameterView): string {
  const facts = [parameter.location, parameter.required ? 'required' : 'optional', parameter.type];
  if (parameter.limits) facts.push(parameter.limits);
  if (parameter.defaultValue !== null) facts.push(`default ${parameter.defaultValue === '' ? '(empty)' : parameter.defaultValue}`);
  return facts.join(' · ');
}

/** The document's prose marks code with backticks, as markdown does. */
function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

function Operation({ operation }: { operation: OperationView }) {
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
          <h4 className={styles.subTitle}>Parameters</h4>
          <ul className={styles.parameters}>
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.location} ${parameter.name}`} className={styles.parameter}>
                <span className={styles.parameterName}>{parameter.name}</span>
                <span className={styles.parameterFacts}>{describeParameter(parameter)}</span>
                {parameter.description && <span>{parameter.description}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.answer}>Answers {operation.answer}</p>
      <h4 className={styles.subTitle}>Example</h4>
      <pre className={styles.curl}>
        <code>{operation.curl}</code>
      </pre>
    </article>
  );
}

function Group({ group }: { group: GroupView }) {
  return (
    <section id={group.id} className={styles.group} aria-labelledby={`${group.id}-title`}>
      <h2 id={`${group.id}-title`} className={styles.groupTitle}>
        {group.tag}
      </h2>
      {group.operations.map((operation) => (
        <Operation key={operation.id} operation={operation} />
      ))}
    </section>
  );
}

/** The API's reference, read from its OpenAPI document: every operation with its parameters and a request to try. */
export default function ApiReference() {
  const document = useFileAnswer('GET /v1/openapi.json', readDocument, { revalidateOnFocus: false, accept: 'application/json' });
  if (document.error) return <EmptyState>The API reference could not be loaded.</EmptyState>;
  if (!document.data) return <div role="status" aria-label="Loading the API reference" style={{ minHeight: 400 }} />;
  const groups = groupsOf(document.data, window.location.origin);
  return (
    <>
      <p className={styles.intro}>
        {withCode(document.data.info.description)} Version {document.data.info.version}; the whole document, for code generators and tools:{' '}
        <a className={styles.link} href={API_DOCUMENT_PATH}>
          {API_DOCUMENT_PATH}
        </a>
        .
      </p>
      <nav aria-label="API sections">
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
        <Group key={group.id} group={group} />
      ))}
    </>
  );
}
