import '../../src/i18n/catalogue/site-pages';
import { t } from '../../src/i18n';
import { buildUrl } from '../../src/routes';
import { useFaqList } from '../../src/site-pages/use-faq-list';

export interface FaqLinkProps {
  /** The FAQ page. Default '/perguntas-frequentes'. */
  href?: string;
  /** The link's text. Default 'Perguntas Frequentes'. */
  label?: string;
}

/** The link as a plain function of whether the store has FAQs: nothing at all otherwise. */
function FaqLinkView({ visible, href, label }: { visible: boolean; href: string; label: string }) {
  if (!visible) return null;
  return (
    <a className="jet-faq-link" href={href}>
      {label}
    </a>
  );
}

/** The FAQ list as catalogue-and-discovery §2 says: "A link to it appears only if FAQs exist". */
export function FaqLink({ href = buildUrl({ page: 'faq' }), label }: FaqLinkProps) {
  const { state } = useFaqList();
  return <FaqLinkView visible={state === 'ready'} href={href} label={label || t('faq.title')} />;
}
