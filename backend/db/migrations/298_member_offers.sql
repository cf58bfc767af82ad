-- Member offers (/MembershipCardOffer; docs/merchants.md, "Promotions"): the notes' member card
-- (yunqi: a card kind with a discount 0–10, "0 free, 10 no discount") built as an operator's
-- standing percentage coupon type of purpose 'member': a member plate enrolled holds one long-term
-- coupon of it, used on every stay until its membership ends, charging nobody.
ALTER TABLE coupon_types
  -- The member discount in the notes' convention: the member pays fee × d/10 (kept as pay_percent = 10 d).
  ADD COLUMN member_discount numeric(3, 1) CHECK (member_discount >= 0 AND member_discount < 10),
  -- How long a membership lasts from enrolment (days).
  ADD COLUMN valid_days smallint CHECK (valid_days BETWEEN 1 AND 366),
  ADD CONSTRAINT coupon_types_member CHECK (purpose <> 'member'
    OR (kind = 'percentage' AND multi_use AND member_discount IS NOT NULL AND valid_days IS NOT NULL AND pay_percent = round(member_discount * 10)));

ALTER TABLE coupons DROP CONSTRAINT coupons_source_check,
  ADD CONSTRAINT coupons_source_check CHECK (source IN ('issued', 'claimed', 'event', 'package', 'member'));
