import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/database'

/**
 * A marketplace of `productCount` published products from `providerCount` verified providers, written
 * by a few INSERT … SELECT generate_series statements so the database does the work (the search
 * triggers included). Names, texts, categories, tags, prices and dates vary the way a real catalogue's
 * do, so searches and filters select realistic shares of it.
 */
export async function seedBenchMarketplace(db: Database, providerCount: number, productCount: number) {
  await db.execute(sql`
    insert into tenants (legal_name, brand_name, industry, company_size, short_description, verification_status, is_consumer, is_provider)
    select
      'PT ' || (array['Data','Info','Geo','Nusa','Prima','Cipta','Mitra','Sinar','Karya','Bumi','Tirta','Indo'])[1 + g % 12]
        || ' ' || (array['Analitika','Sains','Insight','Solusi','Digital','Statistik','Teknologi','Riset','Global','Nusantara','Mandiri'])[1 + (g / 12) % 11]
        || ' ' || g,
      'Provider ' || g,
      (array['BANKING','FINANCIAL_SERVICES','INFORMATION_TECHNOLOGY','TELECOMMUNICATIONS','RESEARCH','E_COMMERCE','TRANSPORTATION_LOGISTICS','AGRICULTURE','HEALTHCARE','GOVERNMENT'])[1 + g % 10],
      'SIZE_51_200',
      'Data provider number ' || g,
      'VERIFIED', true, true
    from generate_series(1, ${providerCount}) as g`)
  await db.execute(sql`
    insert into datasets (tenant_id, data_type, name, status, tags)
    select id, 'API', 'Bench dataset of ' || legal_name, 'ACTIVE',
      jsonb_build_array(
        (array['NIK','PHONE','ADDRESS','POSTAL_CODE','WEATHER','CITY','PROVINCE','INCOME','CREDIT_SCORE','TRANSACTION','POPULATION'])[1 + abs(hashtext(id::text)) % 11],
        (array['DAILY','MONTHLY','REAL_TIME','HISTORICAL'])[1 + abs(hashtext(legal_name)) % 4])
    from tenants where brand_name like 'Provider %'`)
  const [consumer] = (
    (await db.execute(sql`select id from tenants where legal_name = 'PT Konsumen Maju'`)) as unknown as {
      rows: { id: string }[]
    }
  ).rows
  // Loaded as a restore would be: the row trigger off and the search index built once at the end; each
  // row's document comes from the same function the trigger uses.
  await db.execute(sql`alter table products disable trigger products_search_vector_fill`)
  await db.execute(sql`drop index products_search_vector_index`)
  await db.execute(sql`
    with providers as (
      select tenants.id, datasets.id as dataset_id, row_number() over (order by tenants.id) - 1 as n,
        concat_ws(' ', tenants.legal_name, tenants.brand_name) as provider_names,
        marketplace_tag_text(datasets.tags) as dataset_tags
      from tenants join datasets on datasets.tenant_id = tenants.id
      where tenants.brand_name like 'Provider %'
    ), rows as (
      select g, g % 3 as kind from generate_series(1, ${productCount}) as g
    )
    insert into products (tenant_id, name, short_description, description, categories, data_type, dataset_id,
      pricing_model, unit, price, monthly_quota, delivery_method, is_private, consumer_tenant_id,
      is_default_data_access_agreement, status, published_at, created_at, search_vector)
    select tenant_id, name, short_description, description, categories, data_type, dataset_id,
      pricing_model, unit, price, monthly_quota, delivery_method, is_private, consumer_tenant_id,
      is_default_data_access_agreement, status, published_at, created_at,
      marketplace_search_document(name, short_description, description, categories, provider_names, dataset_tags)
    from (select providers.id as tenant_id, providers.provider_names, providers.dataset_tags,
      (array['Jakarta','Surabaya','Bandung','Medan','Bali','Java','Sumatra','National','Urban','Rural','Coastal','Regional','Daily'])[1 + g % 13]
        || ' ' || (array['Weather','Credit Score','Retail Outlet','Footfall','Population','Income','Phone Match','Address','Traffic','Harvest','Telco Usage','Health Facility','Property Price','Transaction','Mobility','Rainfall','Merchant'])[1 + (g / 13) % 17]
        || ' ' || (array['Index','Feed','Census','Panel','Lookup','Signals','Insights','Report','Scores','Map'])[1 + (g / 221) % 10]
        as name,
      (array['Hourly','Monthly','Quarterly','Real-time','Verified','Anonymised','Aggregated','Historical'])[1 + g % 8]
        || ' data on ' || (array['households','merchants','districts','roads','farms','shoppers','borrowers','subscribers'])[1 + (g / 8) % 8]
        || ' across ' || (array['Indonesia','Java','Sumatra','Kalimantan','Sulawesi','Bali','Papua'])[1 + (g / 64) % 7]
        as short_description,
      'Collected from ' || (array['partner networks','public records','field surveys','sensor feeds','transaction logs','mobile panels'])[1 + g % 6]
        || ', cleaned and refreshed ' || (array['every hour','every day','every week','every month'])[1 + (g / 6) % 4]
        || '. Covers ' || (g % 500 + 10) || ' regencies and cities with documented methodology and quality checks.'
        as description,
      case when g % 4 = 0
        then jsonb_build_array((array['DEMOGRAPHIC','IDENTITY_VERIFICATION','FINANCIAL','CONSUMER_BEHAVIOUR','GEOSPATIAL','WEATHER_CLIMATE','AGRICULTURE','TELECOMMUNICATION','TRANSPORTATION','RETAIL','HEALTH','PUBLIC_SECTOR','OTHER'])[1 + g % 13],
                               (array['DEMOGRAPHIC','GEOSPATIAL','RETAIL','FINANCIAL'])[1 + (g / 13) % 4])
        else jsonb_build_array((array['DEMOGRAPHIC','IDENTITY_VERIFICATION','FINANCIAL','CONSUMER_BEHAVIOUR','GEOSPATIAL','WEATHER_CLIMATE','AGRICULTURE','TELECOMMUNICATION','TRANSPORTATION','RETAIL','HEALTH','PUBLIC_SECTOR','OTHER'])[1 + g % 13])
      end as categories,
      (array['API','FILE','SECRET_SHARE'])[1 + case when g % 10 = 9 then 2 else g % 2 end] as data_type,
      providers.dataset_id as dataset_id,
      case when g % 10 = 9 then 'PAY_PER_QUERY' when g % 2 = 0 then (case when g % 4 = 0 then 'SUBSCRIPTION' else 'PAY_PER_CALL' end)
        else (case when g % 3 = 0 then 'SUBSCRIPTION' else 'ONE_TIME' end) end as pricing_model,
      case when g % 10 = 9 then 'QUERY' when g % 2 = 0 then (case when g % 4 = 0 then 'MONTH' else 'CALL' end)
        else (case when g % 3 = 0 then 'YEAR' else 'FILE' end) end as unit,
      ((g * 7919) % 10000 + 1) * 500 as price,
      case when g % 2 = 0 and g % 4 = 0 then 10000 else null end as monthly_quota,
      case when g % 10 = 9 then 'QUERY' when g % 2 = 0 then 'API' when g % 5 = 0 then 'CLOUD_STORAGE' else 'DOWNLOAD' end
        as delivery_method,
      g % 1000 = 0 as is_private, case when g % 1000 = 0 then ${consumer?.id ?? null}::uuid else null end as consumer_tenant_id,
      true as is_default_data_access_agreement, 'PUBLISHED' as status,
      now() - make_interval(days => g % 730, secs => g) as published_at,
      now() - make_interval(days => g % 730 + 1) as created_at
    from rows join providers on providers.n = rows.g % ${providerCount}) as generated`)
  await db.execute(sql`create index products_search_vector_index on products using gin (search_vector)`)
  await db.execute(sql`alter table products enable trigger products_search_vector_fill`)
  // A running marketplace is vacuumed and analysed in the background; measure that steady state.
  await db.execute(sql`vacuum analyze tenants`)
  await db.execute(sql`vacuum analyze datasets`)
  await db.execute(sql`vacuum analyze products`)
}
