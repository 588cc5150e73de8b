import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { resourceByPrefix, synthPortal } from '../test/synthPortal';

type Acknowledgement = { at: string; id: string; reason: string };

/** Every Validations.of(x).acknowledge(...) in the app, read back from the construct metadata. */
function acknowledgements(app: App): Acknowledgement[] {
  return app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ at: construct.node.path, id: id.replace(/^Annotation::/, ''), reason })),
  );
}

describe('cdk-nag AwsSolutionsChecks', () => {
  it('passes at synth, as in `cdk synth`, with every acknowledgement given its reason', () => {
    // Template.fromStack synthesizes the app, and the registered plugin throws on any unacknowledged finding.
    // (CDK's own CloudFormation Validate plugin also runs in `npm run synth`; it is left out here for speed.)
    const { app } = synthPortal({ nag: true });
    expect(new AwsSolutionsChecks().validateScope(app).violations).toEqual([]);

    const acks = acknowledgements(app);
    console.log(['Acknowledged rules:', ...acks.map((a) => `  ${a.id} @ ${a.at}\n      ${a.reason}`)].join('\n'));
    for (const ack of acks) expect(ack.reason.length, `${ack.id} @ ${ack.at}`).toBeGreaterThanOrEqual(60);
    expect([...new Set(acks.map((a) => a.id.replace(/\[.*$/, '')))].sort()).toEqual([
      'AwsSolutions-APIG4',
      'AwsSolutions-CFR1',
      'AwsSolutions-CFR2',
      'AwsSolutions-CFR4',
      'AwsSolutions-IAM4',
      'AwsSolutions-IAM5',
      'AwsSolutions-L1',
      'AwsSolutions-S1',
      'AwsSolutions-SQS3',
    ]);
  });

  it('acknowledges the IAM wildcards of our own roles finding by finding, never the rule as a whole', () => {
    const { app } = synthPortal({ nag: true });
    const ours = acknowledgements(app).filter((a) => /\/(Api|Indexer|UploadJudge|SnapshotWriter)\/Role$/.test(a.at) && a.id.startsWith('AwsSolutions-IAM5'));
    expect(ours.map((a) => `${a.at.split('/')[1]} ${a.id}`).sort()).toEqual([
      expect.stringMatching(/^Api AwsSolutions-IAM5\[Resource::<StorageTable\w+\.Arn>\/index\/\*\]$/),
      expect.stringMatching(/^Api AwsSolutions-IAM5\[Resource::<StorageUploads\w+\.Arn>\/uploads\/\*\]$/),
      // Refused or unused uploads are deleted, only while pending (activity attachments, admin §5).
      expect.stringMatching(/^Api AwsSolutions-IAM5\[Resource::<StorageUploads\w+\.Arn>\/uploads\/pending\/\*\]$/),
      expect.stringMatching(/^Indexer AwsSolutions-IAM5\[Resource::<StorageTable\w+\.Arn>\/index\/\*\]$/),
      // The snapshot writer: the web bucket's snapshot prefix only.
      expect.stringMatching(/^SnapshotWriter AwsSolutions-IAM5\[Resource::<StorageWeb\w+\.Arn>\/snapshots\/\*\]$/),
      // The uploads judge reads pending uploads only.
      expect.stringMatching(/^UploadJudge AwsSolutions-IAM5\[Resource::<StorageUploads\w+\.Arn>\/uploads\/pending\/\*\]$/),
    ]);
  });

  it('needs no TLS or WAF acknowledgement once a domain, its certificate and a web ACL are configured', () => {
    const { app } = synthPortal({
      nag: true,
      config: {
        domainName: 'portal.example.org',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f0e-1234',
        webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/portal/abcd',
      },
    });
    expect(new AwsSolutionsChecks().validateScope(app).violations).toEqual([]);
    const ids = acknowledgements(app).map((a) => a.id);
    expect(ids).not.toContain('AwsSolutions-CFR2');
    expect(ids).not.toContain('AwsSolutions-CFR4');
  });

  it('runs every function on nodejs22.x by default, with no deprecated-runtime acknowledgement left', () => {
    const { app, template } = synthPortal({ nag: true });
    for (const prefix of ['ApiFunction', 'IndexerFunction', 'UploadJudgeFunction', 'SnapshotWriterFunction']) {
      expect(resourceByPrefix(template, 'AWS::Lambda::Function', prefix)[1].Properties.Runtime).toBe('nodejs22.x');
    }
    expect(acknowledgements(app).map((a) => a.id)).not.toContain('CloudFormation-Validate::W2531');
  });
});
