-- Hand-written: the product cards of a list of products in one call (repositories/catalogue/product-cards.ts,
-- loadProductCards). One JSON object per product: its columns, its brand, its seal, the company's least installment,
-- its first two images (by position, id) and its SKUs joined to their variations and references, in the
-- order the card mapping reads them (SKU id, reference ordination and id, variation display order and id).
-- A plpgsql function keeps the plan of its query for the connection's life: a cache miss of a listing
-- costs one call instead of three queries parsed and planned each time (on PGlite, planning was most of it).
CREATE OR REPLACE FUNCTION product_cards(ids integer[]) RETURNS SETOF json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT json_build_object(
    'id', p.id, 'name', p.name, 'url_friendly', p.url_friendly, 'price', p.price, 'price_promotion', p.price_promotion,
    'type_discount', p.type_discount, 'value_discount', p.value_discount, 'id_type_product', p.id_type_product,
    'rate', p.rate, 'stock', p.stock, 'flag_exhausted', p.flag_exhausted, 'offer_end_date', p.offer_end_date,
    'installment_max', p.installment_max,
    'brand_id', b.id, 'brand_name', b.name, 'brand_logo', b.logo, 'brand_url', b.url_friendly,
    'seal_name', ps.name, 'seal_image', ps.image,
    'min_installment_value', (SELECT c.min_installment_value FROM company_settings c WHERE c.id = 1),
    'images', (
      SELECT coalesce(json_agg(i.url ORDER BY i.position, i.id), '[]'::json)
      FROM (SELECT pi.url, pi.position, pi.id FROM product_images pi WHERE pi.product_id = p.id ORDER BY pi.position, pi.id LIMIT 2) i
    ),
    'skus', (
      SELECT coalesce(json_agg(json_build_array(
        s.id, s.stock, s.price, s.price_promotion, s.standard, s.visible,
        v.id, v.name, v.image, v.color, v.display_order, r.id, r.name, r.reference_type, r.ordination
      ) ORDER BY s.id, r.ordination, r.id, v.display_order, v.id), '[]'::json)
      FROM skus s
      LEFT JOIN sku_variations sv ON sv.sku_id = s.id
      LEFT JOIN variations v ON v.id = sv.variation_id
      LEFT JOIN variation_references r ON r.id = v.reference_id
      WHERE s.product_id = p.id
    )
  )
  FROM products p
  LEFT JOIN brands b ON b.id = p.brand_id
  LEFT JOIN product_seals ps ON ps.id = p.seal_id
  WHERE p.id = ANY(ids);
END
$$;
