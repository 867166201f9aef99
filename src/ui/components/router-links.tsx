import {
  Button,
  Link as MuiLink,
  ListItemButton,
  PaginationItem,
  type ButtonProps,
  type LinkProps as MuiLinkProps,
  type ListItemButtonProps,
  type PaginationItemProps,
} from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

/*
 * MUI components rendered as router links: real <a href> elements (they work without JavaScript) that
 * navigate client-side once hydrated, with the locale prefix added by the router's rewrite.
 */

const AnchorText = forwardRef<HTMLAnchorElement, MuiLinkProps>((props, ref) => <MuiLink ref={ref} {...props} />);
AnchorText.displayName = 'AnchorText';
export const TextLink = createLink(AnchorText);

const AnchorButton = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => <Button ref={ref} component="a" {...props} />);
AnchorButton.displayName = 'AnchorButton';
export const ButtonLink = createLink(AnchorButton);

const AnchorListItem = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => (
  <ListItemButton ref={ref} component="a" {...props} />
));
AnchorListItem.displayName = 'AnchorListItem';
export const ListItemLink = createLink(AnchorListItem);

/**
 * The router's link drops a `type` prop (an anchor attribute to it), and a PaginationItem without one
 * renders a page number: "next" showed "2" under the name "next page". Callers pass it as `itemType`.
 */
const AnchorPageItem = forwardRef<HTMLAnchorElement, PaginationItemProps<'a'> & { itemType?: PaginationItemProps['type'] }>(
  ({ itemType, ...props }, ref) => <PaginationItem ref={ref} component="a" {...props} type={itemType ?? props.type} />,
);
AnchorPageItem.displayName = 'AnchorPageItem';
export const PaginationLink = createLink(AnchorPageItem);
