import { defineWidget } from '../../src/elements/define';
import { element } from './company-info.contract';
import { CompanyInfo } from './company-info';

// The tag's attributes, events and CSS properties are declared in ./company-info.contract.ts.
defineWidget(element.tag, CompanyInfo, element.props);
