/**
 * Examples of the OpenAPI document: answers the API gave in a recorded conversation (and the requests
 * that got them), lists cut to their first items. Recorded by `apps/api/src/openapi-examples.record.test.ts`
 * (`DIECUT_RECORD_EXAMPLES=1`); `openapi-examples.test.ts` holds them to the schemas.
 */
export const RECORDED_EXAMPLES = {
  operations: {
    listDielineTemplateGroups: {
      response: {
        dieline_template_group_list: {
          type: 'dieline_template_group_list',
          dieline_template_groups: [
            {
              type: 'dieline_template_group',
              id: 'cartons_tuck_end_boxes',
              name: 'Tuck End Boxes',
              category: 'Cartons',
            },
            {
              type: 'dieline_template_group',
              id: 'cartons_snap_lock_boxes',
              name: 'Snap Lock Boxes',
              category: 'Cartons',
            },
            {
              type: 'dieline_template_group',
              id: 'cartons_tuck_top_auto_bottom_boxes',
              name: 'Tuck Top Auto Bottom Boxes',
              category: 'Cartons',
            },
            {
              type: 'dieline_template_group',
              id: 'cartons_tray_boxes',
              name: 'Tray Boxes',
              category: 'Cartons',
            },
          ],
        },
      },
    },
    listDielineTemplates: {
      response: {
        dieline_template_list: {
          type: 'dieline_template_list',
          dieline_templates: [
            {
              type: 'dieline_template_summary',
              id: 'becf-21101',
              name: 'Regular Slotted Container with Glued Joint',
              standard_code: 'FEFCO 0201',
              group: {
                type: 'dieline_template_group',
                id: 'corrugated_cardboards_standard_boxes',
                name: 'Standard Boxes',
                category: 'Corrugated Cardboards',
              },
              images: [
                {
                  type: 'svg',
                  url: 'https://diecut.example.com/images/templates/becf-21101/preview.svg',
                },
              ],
              links: [
                {
                  rel: 'self',
                  href: 'https://diecut.example.com/dieline-templates/mm/becf-21101',
                  method: 'GET',
                },
                {
                  rel: 'web',
                  href: 'https://diecut.example.com/templates/becf-21101',
                  method: 'GET',
                },
              ],
            },
            {
              type: 'dieline_template_summary',
              id: 'becf-21102',
              name: 'Regular Slotted Container with Stitched Joint',
              standard_code: 'FEFCO 0201',
              group: {
                type: 'dieline_template_group',
                id: 'corrugated_cardboards_standard_boxes',
                name: 'Standard Boxes',
                category: 'Corrugated Cardboards',
              },
              images: [
                {
                  type: 'svg',
                  url: 'https://diecut.example.com/images/templates/becf-21102/preview.svg',
                },
              ],
              links: [
                {
                  rel: 'self',
                  href: 'https://diecut.example.com/dieline-templates/mm/becf-21102',
                  method: 'GET',
                },
                {
                  rel: 'web',
                  href: 'https://diecut.example.com/templates/becf-21102',
                  method: 'GET',
                },
              ],
            },
          ],
          page: 1,
          per_page: 2,
          total: 3,
          links: [
            {
              rel: 'self',
              href: 'https://diecut.example.com/dieline-templates?unit=mm&q=0201&page=1&per_page=2',
              method: 'GET',
            },
            {
              rel: 'next',
              href: 'https://diecut.example.com/dieline-templates?unit=mm&q=0201&page=2&per_page=2',
              method: 'GET',
            },
          ],
        },
      },
    },
    readDielineTemplate: {
      response: {
        dieline_template: {
          type: 'dieline_template',
          id: 'becf-11001',
          name: 'Reverse Tuck End Box',
          standard_code: 'ECMA A20.20.03.01',
          group: {
            type: 'dieline_template_group',
            id: 'cartons_tuck_end_boxes',
            name: 'Tuck End Boxes',
            category: 'Cartons',
          },
          flap: {
            type: 'flap',
            id: 'rounded_slit_lock',
            image: 'https://diecut.example.com/images/templates/becf-11001/features/flap.svg',
          },
          tuck: {
            type: 'tuck',
            id: 'reverse_tuck',
            image: 'https://diecut.example.com/images/templates/becf-11001/features/tuck.svg',
          },
          dust_flap: {
            type: 'dust_flap',
            id: 'shoulder',
            image: 'https://diecut.example.com/images/templates/becf-11001/features/dust_flap.svg',
          },
          tags: ['folding carton', 'tuck end', 'reverse tuck'],
          variables: [
            {
              type: 'dieline_template_variable',
              name: 'length',
              description: 'Inside length: the longer side of the opening.',
              data_type: 'length',
              required: true,
              children: [],
              minimum_value: {
                value: 20,
                unit: 'mm',
              },
              maximum_value: {
                value: 600,
                unit: 'mm',
              },
              image: {
                type: 'svg',
                url: 'https://diecut.example.com/images/templates/becf-11001/variables/length.svg',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'width',
              description: 'Inside width: the shorter side of the opening.',
              data_type: 'length',
              required: true,
              children: [],
              minimum_value: {
                value: 15,
                unit: 'mm',
              },
              maximum_value: {
                value: 400,
                unit: 'mm',
              },
              image: {
                type: 'svg',
                url: 'https://diecut.example.com/images/templates/becf-11001/variables/width.svg',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'height',
              description: 'Inside height, between the closures.',
              data_type: 'length',
              required: true,
              children: [],
              minimum_value: {
                value: 25,
                unit: 'mm',
              },
              maximum_value: {
                value: 800,
                unit: 'mm',
              },
              image: {
                type: 'svg',
                url: 'https://diecut.example.com/images/templates/becf-11001/variables/height.svg',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'dimension_type',
              description:
                "How length, width and height are measured: 'inside' (between the inner faces), 'score' (crease to crease) or 'outside' (across the outer faces).",
              data_type: 'string',
              required: false,
              children: [],
              default_value: {
                value: 'inside',
              },
              allowed_values: ['inside', 'outside', 'score'],
            },
            {
              type: 'dieline_template_variable',
              name: 'material',
              description: 'Board thickness (caliper); creases and panels are compensated for it.',
              data_type: 'length',
              required: false,
              children: [],
              default_value: {
                value: 0.5,
                unit: 'mm',
              },
              minimum_value: {
                value: 0.2,
                unit: 'mm',
              },
              maximum_value: {
                value: 1.5,
                unit: 'mm',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'top_tuck_flap',
              description: 'Depth of the tuck flap on the top closure.',
              data_type: 'length',
              required: false,
              children: [],
              default_value: {
                value: 15,
                unit: 'mm',
              },
              minimum_value: {
                value: 8,
                unit: 'mm',
              },
              maximum_value: {
                value: 80,
                unit: 'mm',
              },
              image: {
                type: 'svg',
                url: 'https://diecut.example.com/images/templates/becf-11001/variables/top_tuck_flap.svg',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'bottom_tuck_flap',
              description: 'Depth of the tuck flap on the bottom closure.',
              data_type: 'length',
              required: false,
              children: [],
              default_value: {
                value: 15,
                unit: 'mm',
              },
              minimum_value: {
                value: 8,
                unit: 'mm',
              },
              maximum_value: {
                value: 80,
                unit: 'mm',
              },
              image: {
                type: 'svg',
                url: 'https://diecut.example.com/images/templates/becf-11001/variables/bottom_tuck_flap.svg',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'glue_flap',
              description: 'Width of the glue flap that joins the last wall to the first.',
              data_type: 'length',
              required: false,
              children: [],
              default_value: {
                value: 14,
                unit: 'mm',
              },
              minimum_value: {
                value: 10,
                unit: 'mm',
              },
              maximum_value: {
                value: 30,
                unit: 'mm',
              },
              image: {
                type: 'svg',
                url: 'https://diecut.example.com/images/templates/becf-11001/variables/glue_flap.svg',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'overflow',
              description: 'Add a bleed line around the blank so artwork runs past the cut.',
              data_type: 'boolean',
              required: false,
              children: [
                {
                  type: 'dieline_template_variable',
                  name: 'overflow_margin',
                  description: 'Bleed width beyond the cut contour.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 3,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 25,
                    unit: 'mm',
                  },
                },
              ],
              default_value: {
                value: false,
              },
              allowed_values: [true, false, 0, 1],
            },
            {
              type: 'dieline_template_variable',
              name: 'dimension_texts',
              description: 'Draw dimension labels with arrows on the dieline.',
              data_type: 'boolean',
              required: false,
              children: [],
              default_value: {
                value: true,
              },
              allowed_values: [true, false, 0, 1],
            },
          ],
          links: [
            {
              rel: 'self',
              href: 'https://diecut.example.com/dieline-templates/mm/becf-11001',
              method: 'GET',
            },
            {
              rel: 'web',
              href: 'https://diecut.example.com/templates/becf-11001',
              method: 'GET',
            },
            {
              rel: 'add_top_postal_lock',
              href: 'https://diecut.example.com/dieline-templates/mm/becf-11002',
              method: 'GET',
            },
            {
              rel: 'add_top_thumb_cut',
              href: 'https://diecut.example.com/dieline-templates/mm/becf-11004',
              method: 'GET',
            },
            {
              rel: 'add_hanger_tab',
              href: 'https://diecut.example.com/dieline-templates/mm/becf-11006',
              method: 'GET',
            },
            {
              rel: 'add_bottom_postal_lock',
              href: 'https://diecut.example.com/dieline-templates/mm/becf-11003',
              method: 'GET',
            },
            {
              rel: 'add_bottom_thumb_cut',
              href: 'https://diecut.example.com/dieline-templates/mm/becf-11005',
              method: 'GET',
            },
            {
              rel: 'change_flap',
              href: 'https://diecut.example.com/dieline-templates/mm/becf-11007',
              method: 'GET',
              name: 'Angled tuck with slit lock',
            },
            {
              rel: 'change_flap',
              href: 'https://diecut.example.com/dieline-templates/mm/becf-11008',
              method: 'GET',
              name: 'Rounded tuck with friction lock',
            },
            {
              rel: 'change_dust_flap',
              href: 'https://diecut.example.com/dieline-templates/mm/becf-11009',
              method: 'GET',
              name: 'Rounded',
            },
          ],
          images: [
            {
              type: 'svg',
              url: 'https://diecut.example.com/images/templates/becf-11001/preview.svg',
            },
          ],
        },
      },
    },
    readDielineTemplateDimensions: {
      response: {
        dieline_template: {
          type: 'dieline_template',
          id: 'becf-23201',
          name: 'Telescope Box of Two Half Slotted Containers',
          standard_code: 'FEFCO 0320',
          group: {
            type: 'dieline_template_group',
            id: 'corrugated_cardboards_special_boxes',
            name: 'Special Boxes',
            category: 'Corrugated Cardboards',
          },
          tags: ['corrugated', 'telescope', 'lid and base', 'two pieces', 'half slotted'],
          variables: [
            {
              type: 'dieline_template_variable',
              name: 'length',
              description: 'Inside length: the longer side of the opening.',
              data_type: 'length',
              required: true,
              children: [],
              minimum_value: {
                value: 60,
                unit: 'mm',
              },
              maximum_value: {
                value: 1200,
                unit: 'mm',
              },
              image: {
                type: 'svg',
                url: 'https://diecut.example.com/images/templates/becf-23201/variables/length.svg',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'width',
              description: 'Inside width: the shorter side of the opening.',
              data_type: 'length',
              required: true,
              children: [],
              minimum_value: {
                value: 60,
                unit: 'mm',
              },
              maximum_value: {
                value: 800,
                unit: 'mm',
              },
              image: {
                type: 'svg',
                url: 'https://diecut.example.com/images/templates/becf-23201/variables/width.svg',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'height',
              description: 'Inside height, between the closures.',
              data_type: 'length',
              required: true,
              children: [],
              minimum_value: {
                value: 40,
                unit: 'mm',
              },
              maximum_value: {
                value: 1000,
                unit: 'mm',
              },
              image: {
                type: 'svg',
                url: 'https://diecut.example.com/images/templates/becf-23201/variables/height.svg',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'dimension_type',
              description:
                "How length, width and height are measured: 'inside' (between the inner faces), 'score' (crease to crease) or 'outside' (across the outer faces).",
              data_type: 'string',
              required: false,
              children: [],
              default_value: {
                value: 'inside',
              },
              allowed_values: ['inside', 'outside', 'score'],
            },
            {
              type: 'dieline_template_variable',
              name: 'flute',
              description:
                'Corrugated flute, which sets the board caliper and every allowance: E (1.5 mm), B (3 mm), C (4 mm), A (4.8 mm), BC (7 mm); BC is double wall.',
              data_type: 'string',
              required: false,
              children: [],
              default_value: {
                value: 'B',
              },
              allowed_values: ['E', 'B', 'C', 'A', 'BC'],
            },
            {
              type: 'dieline_template_variable',
              name: 'lid_depth',
              description: "Inside depth of the lid, at most the base's height.",
              data_type: 'length',
              required: false,
              children: [],
              default_value: {
                value: 60,
                unit: 'mm',
              },
              minimum_value: {
                value: 30,
                unit: 'mm',
              },
              maximum_value: {
                value: 1000,
                unit: 'mm',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'lid_clearance',
              description:
                "Play between the lid's inside and the base's outside, across each size (half on each side).",
              data_type: 'length',
              required: false,
              children: [],
              default_value: {
                value: 3,
                unit: 'mm',
              },
              minimum_value: {
                value: 1,
                unit: 'mm',
              },
              maximum_value: {
                value: 10,
                unit: 'mm',
              },
            },
            {
              type: 'dieline_template_variable',
              name: 'overflow',
              description: 'Add a bleed line around the blank so artwork runs past the cut.',
              data_type: 'boolean',
              required: false,
              children: [
                {
                  type: 'dieline_template_variable',
                  name: 'overflow_margin',
                  description: 'Bleed width beyond the cut contour.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 3,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 25,
                    unit: 'mm',
                  },
                },
              ],
              default_value: {
                value: false,
              },
              allowed_values: [true, false, 0, 1],
            },
            {
              type: 'dieline_template_variable',
              name: 'dimension_texts',
              description: 'Draw dimension labels with arrows on the dieline.',
              data_type: 'boolean',
              required: false,
              children: [],
              default_value: {
                value: true,
              },
              allowed_values: [true, false, 0, 1],
            },
          ],
          links: [
            {
              rel: 'self',
              href: 'https://diecut.example.com/dimensions/becf-23201?unit=mm',
              method: 'GET',
            },
            {
              rel: 'web',
              href: 'https://diecut.example.com/templates/becf-23201',
              method: 'GET',
            },
          ],
          images: [
            {
              type: 'svg',
              url: 'https://diecut.example.com/images/templates/becf-23201/preview.svg',
            },
          ],
        },
      },
    },
    calculateDielineParts: {
      request: {
        unit: 'mm',
        variables: {
          length: 200,
          width: 150,
          height: 60,
        },
      },
      response: {
        parts: [
          {
            type: 'dieline_part',
            name: 'base',
            width: '739.00',
            height: '139.50',
            area: '97798.55',
            unit: 'mm',
            area_unit: 'mm2',
          },
          {
            type: 'dieline_part',
            name: 'lid',
            width: '775.00',
            height: '144.00',
            area: '106011.05',
            unit: 'mm',
            area_unit: 'mm2',
          },
        ],
      },
    },
    createDieline: {
      request: {
        format: 'pdf',
        area: true,
        variables: {
          unit: 'mm',
          length: 80,
          width: 30,
          height: 120,
          dimension_type: 'inside',
        },
      },
      response: {
        dieline: {
          type: 'dieline',
          id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
          dieline_template_id: 'becf-11001',
          variables: {
            length: 80,
            width: 30,
            height: 120,
            dimension_type: 'inside',
            material: 0.5,
            top_tuck_flap: 15,
            bottom_tuck_flap: 15,
            glue_flap: 14,
            overflow: false,
            overflow_margin: 3,
            dimension_texts: true,
            unit: 'mm',
          },
          format: 'pdf',
          url: 'https://diecut.example.com/files/di_L7RxgYjOUwpmHqh3lqY3EU/reverse-tuck-end-box.pdf',
          artwork_dimensions: {
            unit: 'mm',
            width: '235.50',
            height: '212.50',
          },
          area: {
            unit: 'mm2',
            value: '38165.27',
          },
          substrate_parts: [
            {
              part_number: 1,
              name: 'blank',
              default_substrate: 'white_sbs',
            },
          ],
          links: [
            {
              rel: 'create_3d_mockup',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups',
              method: 'POST',
            },
            {
              rel: 'list_nesting_templates',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/nesting-templates',
              method: 'GET',
            },
            {
              rel: 'calculate_nesting_efficiencies',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/nesting-template-efficiencies',
              method: 'POST',
            },
            {
              rel: 'artwork_template_pdf',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/artwork-template?format=pdf',
              method: 'GET',
            },
            {
              rel: 'artwork_template_svg',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/artwork-template?format=svg',
              method: 'GET',
            },
          ],
          created_at: '2026-01-02T03:04:05.000Z',
        },
      },
    },
    readDieline: {
      response: {
        dieline: {
          type: 'dieline',
          id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
          dieline_template_id: 'becf-11001',
          variables: {
            length: 80,
            width: 30,
            height: 120,
            dimension_type: 'inside',
            material: 0.5,
            top_tuck_flap: 15,
            bottom_tuck_flap: 15,
            glue_flap: 14,
            overflow: false,
            overflow_margin: 3,
            dimension_texts: true,
            unit: 'mm',
          },
          format: 'pdf',
          url: 'https://diecut.example.com/files/di_L7RxgYjOUwpmHqh3lqY3EU/reverse-tuck-end-box.pdf',
          artwork_dimensions: {
            unit: 'mm',
            width: '235.50',
            height: '212.50',
          },
          area: {
            unit: 'mm2',
            value: '38165.27',
          },
          substrate_parts: [
            {
              part_number: 1,
              name: 'blank',
              default_substrate: 'white_sbs',
            },
          ],
          links: [
            {
              rel: 'create_3d_mockup',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups',
              method: 'POST',
            },
            {
              rel: 'list_nesting_templates',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/nesting-templates',
              method: 'GET',
            },
            {
              rel: 'calculate_nesting_efficiencies',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/nesting-template-efficiencies',
              method: 'POST',
            },
            {
              rel: 'artwork_template_pdf',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/artwork-template?format=pdf',
              method: 'GET',
            },
            {
              rel: 'artwork_template_svg',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/artwork-template?format=svg',
              method: 'GET',
            },
          ],
          created_at: '2026-01-02T03:04:05.000Z',
        },
      },
    },
    listNestingTemplates: {
      response: {
        nesting_template_list: {
          type: 'nesting_template_list',
          id: 'ntl_7WHNOYB0XEIurA0mSTTDXh',
          dieline_id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
          dieline_template_id: 'becf-11001',
          total: 2,
          nesting_template_components: [],
          nesting_templates: [
            {
              type: 'nesting_template',
              id: 'lt_straight_grid',
              name: 'Straight grid',
              description:
                'Every copy as drawn, in rows and columns at the smallest pitches that keep copies apart.',
              nesting_template_components: [],
              variables: [
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_width',
                  description: 'Press sheet width (across x).',
                  data_type: 'length',
                  required: true,
                  children: [],
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 6000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_height',
                  description: 'Press sheet height (up y).',
                  data_type: 'length',
                  required: true,
                  children: [],
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 6000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_top',
                  description: 'Free board along the top edge of the sheet.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_bottom',
                  description: 'Free board along the bottom edge of the sheet (the gripper edge).',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_side',
                  description: 'Free board along each side edge of the sheet.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'num_x',
                  description: 'Copies across x.',
                  data_type: 'integer',
                  required: false,
                  children: [],
                  minimum_value: {
                    value: 1,
                  },
                  maximum_value: {
                    value: 10000,
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'num_y',
                  description: 'Copies up y.',
                  data_type: 'integer',
                  required: false,
                  children: [],
                  minimum_value: {
                    value: 1,
                  },
                  maximum_value: {
                    value: 10000,
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'margin_x',
                  description: 'Least gap between copies across x.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'margin_y',
                  description: 'Least gap between copies up y.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
              ],
              images: [
                {
                  type: 'svg',
                  url: null,
                },
              ],
              links: [
                {
                  rel: 'create_nesting',
                  href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/nestings/lt_straight_grid',
                  method: 'POST',
                },
              ],
            },
            {
              type: 'nesting_template',
              id: 'lt_grid_turned_90',
              name: 'Grid turned 90°',
              description: 'Every copy turned a quarter turn counter-clockwise, in rows and columns.',
              nesting_template_components: [],
              variables: [
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_width',
                  description: 'Press sheet width (across x).',
                  data_type: 'length',
                  required: true,
                  children: [],
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 6000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_height',
                  description: 'Press sheet height (up y).',
                  data_type: 'length',
                  required: true,
                  children: [],
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 6000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_top',
                  description: 'Free board along the top edge of the sheet.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_bottom',
                  description: 'Free board along the bottom edge of the sheet (the gripper edge).',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_side',
                  description: 'Free board along each side edge of the sheet.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'num_x',
                  description: 'Copies across x.',
                  data_type: 'integer',
                  required: false,
                  children: [],
                  minimum_value: {
                    value: 1,
                  },
                  maximum_value: {
                    value: 10000,
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'num_y',
                  description: 'Copies up y.',
                  data_type: 'integer',
                  required: false,
                  children: [],
                  minimum_value: {
                    value: 1,
                  },
                  maximum_value: {
                    value: 10000,
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'margin_x',
                  description: 'Least gap between copies across x.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'margin_y',
                  description: 'Least gap between copies up y.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
              ],
              images: [
                {
                  type: 'svg',
                  url: null,
                },
              ],
              links: [
                {
                  rel: 'create_nesting',
                  href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/nestings/lt_grid_turned_90',
                  method: 'POST',
                },
              ],
            },
          ],
        },
      },
    },
    calculateNestingTemplateEfficiencies: {
      request: {
        variables: {
          unit: 'mm',
          sheet_width: 700,
          sheet_height: 500,
          sheet_margin_side: 10,
        },
      },
      response: {
        nesting_template_efficiencies: {
          type: 'nesting_template_efficiencies',
          dieline_id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
          dieline_template_id: 'becf-11001',
          variables: {
            unit: 'mm',
            sheet_width: 700,
            sheet_height: 500,
            sheet_margin_top: 0,
            sheet_margin_bottom: 0,
            sheet_margin_side: 10,
          },
          efficiencies: {
            lt_straight_grid: {
              num_x: 2,
              num_y: 2,
              copies: 4,
              efficiency: {
                value: 43.62,
                type: 'percentage',
              },
            },
            lt_grid_turned_90: {
              num_x: 3,
              num_y: 2,
              copies: 6,
              efficiency: {
                value: 65.43,
                type: 'percentage',
              },
            },
          },
          nesting_templates: [
            {
              type: 'nesting_template',
              id: 'lt_straight_grid',
              name: 'Straight grid',
              description:
                'Every copy as drawn, in rows and columns at the smallest pitches that keep copies apart.',
              nesting_template_components: [],
              variables: [
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_width',
                  description: 'Press sheet width (across x).',
                  data_type: 'length',
                  required: true,
                  children: [],
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 6000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_height',
                  description: 'Press sheet height (up y).',
                  data_type: 'length',
                  required: true,
                  children: [],
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 6000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_top',
                  description: 'Free board along the top edge of the sheet.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_bottom',
                  description: 'Free board along the bottom edge of the sheet (the gripper edge).',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_side',
                  description: 'Free board along each side edge of the sheet.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'num_x',
                  description: 'Copies across x.',
                  data_type: 'integer',
                  required: false,
                  children: [],
                  minimum_value: {
                    value: 1,
                  },
                  maximum_value: {
                    value: 10000,
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'num_y',
                  description: 'Copies up y.',
                  data_type: 'integer',
                  required: false,
                  children: [],
                  minimum_value: {
                    value: 1,
                  },
                  maximum_value: {
                    value: 10000,
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'margin_x',
                  description: 'Least gap between copies across x.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'margin_y',
                  description: 'Least gap between copies up y.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
              ],
              images: [
                {
                  type: 'svg',
                  url: null,
                },
              ],
              links: [
                {
                  rel: 'create_nesting',
                  href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/nestings/lt_straight_grid',
                  method: 'POST',
                },
              ],
            },
            {
              type: 'nesting_template',
              id: 'lt_grid_turned_90',
              name: 'Grid turned 90°',
              description: 'Every copy turned a quarter turn counter-clockwise, in rows and columns.',
              nesting_template_components: [],
              variables: [
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_width',
                  description: 'Press sheet width (across x).',
                  data_type: 'length',
                  required: true,
                  children: [],
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 6000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_height',
                  description: 'Press sheet height (up y).',
                  data_type: 'length',
                  required: true,
                  children: [],
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 6000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_top',
                  description: 'Free board along the top edge of the sheet.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_bottom',
                  description: 'Free board along the bottom edge of the sheet (the gripper edge).',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'sheet_margin_side',
                  description: 'Free board along each side edge of the sheet.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'num_x',
                  description: 'Copies across x.',
                  data_type: 'integer',
                  required: false,
                  children: [],
                  minimum_value: {
                    value: 1,
                  },
                  maximum_value: {
                    value: 10000,
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'num_y',
                  description: 'Copies up y.',
                  data_type: 'integer',
                  required: false,
                  children: [],
                  minimum_value: {
                    value: 1,
                  },
                  maximum_value: {
                    value: 10000,
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'margin_x',
                  description: 'Least gap between copies across x.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
                {
                  type: 'dieline_template_variable',
                  name: 'margin_y',
                  description: 'Least gap between copies up y.',
                  data_type: 'length',
                  required: false,
                  children: [],
                  default_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  minimum_value: {
                    value: 0,
                    unit: 'mm',
                  },
                  maximum_value: {
                    value: 10000,
                    unit: 'mm',
                  },
                },
              ],
              images: [
                {
                  type: 'svg',
                  url: null,
                },
              ],
              links: [
                {
                  rel: 'create_nesting',
                  href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/nestings/lt_grid_turned_90',
                  method: 'POST',
                },
              ],
            },
          ],
          nesting_template_components: [],
        },
      },
    },
    createNesting: {
      request: {
        format: 'pdf',
        variables: {
          unit: 'mm',
          sheet_width: 700,
          sheet_height: 500,
        },
      },
      response: {
        nesting: {
          type: 'nesting',
          id: 'ne_GIOgypmS18B9SOTewx82gn',
          dieline_id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
          dieline_template_id: 'becf-11001',
          nesting_template_id: 'lt_straight_grid',
          variables: {
            unit: 'mm',
            sheet_width: 700,
            sheet_height: 500,
            sheet_margin_top: 0,
            sheet_margin_bottom: 0,
            sheet_margin_side: 0,
            dimension_texts: true,
            dieline_variables: {
              length: 80,
              width: 30,
              height: 120,
              dimension_type: 'inside',
              material: 0.5,
              top_tuck_flap: 15,
              bottom_tuck_flap: 15,
              glue_flap: 14,
              overflow: false,
              overflow_margin: 3,
              dimension_texts: true,
              unit: 'mm',
            },
            num_x: 2,
            num_y: 2,
            margin_x: 0,
            margin_y: 0,
          },
          format: 'pdf',
          width: {
            value: 471,
            unit: 'mm',
          },
          height: {
            value: 379,
            unit: 'mm',
          },
          nesting_overflow: false,
          copies: 4,
          sum_of_line_lengths: [
            {
              name: 'Cut',
              unit: 'mm',
              value: 3622.03,
            },
            {
              name: 'Crease',
              unit: 'mm',
              value: 3514,
            },
            {
              name: 'Total',
              unit: 'mm',
              value: 7136.03,
            },
          ],
          url: 'https://diecut.example.com/files/ne_GIOgypmS18B9SOTewx82gn/reverse-tuck-end-box-nesting.pdf',
          created_at: '2026-01-02T03:04:05.000Z',
        },
      },
    },
    readNesting: {
      response: {
        nesting: {
          type: 'nesting',
          id: 'ne_GIOgypmS18B9SOTewx82gn',
          dieline_id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
          dieline_template_id: 'becf-11001',
          nesting_template_id: 'lt_straight_grid',
          variables: {
            unit: 'mm',
            sheet_width: 700,
            sheet_height: 500,
            sheet_margin_top: 0,
            sheet_margin_bottom: 0,
            sheet_margin_side: 0,
            dimension_texts: true,
            dieline_variables: {
              length: 80,
              width: 30,
              height: 120,
              dimension_type: 'inside',
              material: 0.5,
              top_tuck_flap: 15,
              bottom_tuck_flap: 15,
              glue_flap: 14,
              overflow: false,
              overflow_margin: 3,
              dimension_texts: true,
              unit: 'mm',
            },
            num_x: 2,
            num_y: 2,
            margin_x: 0,
            margin_y: 0,
          },
          format: 'pdf',
          width: {
            value: 471,
            unit: 'mm',
          },
          height: {
            value: 379,
            unit: 'mm',
          },
          nesting_overflow: false,
          copies: 4,
          sum_of_line_lengths: [
            {
              name: 'Cut',
              unit: 'mm',
              value: 3622.03,
            },
            {
              name: 'Crease',
              unit: 'mm',
              value: 3514,
            },
            {
              name: 'Total',
              unit: 'mm',
              value: 7136.03,
            },
          ],
          url: 'https://diecut.example.com/files/ne_GIOgypmS18B9SOTewx82gn/reverse-tuck-end-box-nesting.pdf',
          created_at: '2026-01-02T03:04:05.000Z',
        },
      },
    },
    listNestings: {
      response: {
        nesting_list: {
          type: 'nesting_list',
          dieline_id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
          nestings: [
            {
              type: 'nesting',
              id: 'ne_GIOgypmS18B9SOTewx82gn',
              dieline_id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
              dieline_template_id: 'becf-11001',
              nesting_template_id: 'lt_straight_grid',
              variables: {
                unit: 'mm',
                sheet_width: 700,
                sheet_height: 500,
                sheet_margin_top: 0,
                sheet_margin_bottom: 0,
                sheet_margin_side: 0,
                dimension_texts: true,
                dieline_variables: {
                  length: 80,
                  width: 30,
                  height: 120,
                  dimension_type: 'inside',
                  material: 0.5,
                  top_tuck_flap: 15,
                  bottom_tuck_flap: 15,
                  glue_flap: 14,
                  overflow: false,
                  overflow_margin: 3,
                  dimension_texts: true,
                  unit: 'mm',
                },
                num_x: 2,
                num_y: 2,
                margin_x: 0,
                margin_y: 0,
              },
              format: 'pdf',
              width: {
                value: 471,
                unit: 'mm',
              },
              height: {
                value: 379,
                unit: 'mm',
              },
              nesting_overflow: false,
              copies: 4,
              sum_of_line_lengths: [
                {
                  name: 'Cut',
                  unit: 'mm',
                  value: 3622.03,
                },
                {
                  name: 'Crease',
                  unit: 'mm',
                  value: 3514,
                },
                {
                  name: 'Total',
                  unit: 'mm',
                  value: 7136.03,
                },
              ],
              url: 'https://diecut.example.com/files/ne_GIOgypmS18B9SOTewx82gn/reverse-tuck-end-box-nesting.pdf',
              created_at: '2026-01-02T03:04:05.000Z',
            },
          ],
          next_cursor: null,
        },
      },
    },
    createMockup: {
      request: {
        file: '(binary: tea-box.png)',
        name: 'Tea box',
        outside_design: 'true',
      },
      response: {
        '3d_mockup': {
          type: '3d_mockup',
          id: 'vlsi17k1c9',
          url: 'https://diecut.example.com/3d/vlsi17k1c9',
          name: 'Tea box',
          dieline: {
            type: 'dieline',
            id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
            dieline_template_id: 'becf-11001',
            variables: {
              length: 80,
              width: 30,
              height: 120,
              dimension_type: 'inside',
              material: 0.5,
              top_tuck_flap: 15,
              bottom_tuck_flap: 15,
              glue_flap: 14,
              overflow: false,
              overflow_margin: 3,
              dimension_texts: true,
              unit: 'mm',
            },
            format: 'pdf',
            url: 'https://diecut.example.com/files/di_L7RxgYjOUwpmHqh3lqY3EU/reverse-tuck-end-box.pdf',
            artwork_dimensions: {
              unit: 'mm',
              width: '235.50',
              height: '212.50',
            },
            created_at: '2026-01-02T03:04:05.000Z',
          },
          links: [
            {
              rel: 'self',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
              method: 'GET',
            },
            {
              rel: 'web',
              href: 'https://diecut.example.com/3d/vlsi17k1c9',
              method: 'GET',
            },
            {
              rel: 'description',
              href: 'https://diecut.example.com/3d/vlsi17k1c9/description.json',
              method: 'GET',
            },
            {
              rel: 'update',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
              method: 'PUT',
            },
            {
              rel: 'delete',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
              method: 'DELETE',
            },
          ],
          warnings: [
            'The artwork is 8 x 4 px (2.00:1) but the artwork frame is 235.5 x 212.5 mm (1.11:1), so the mockup stretches it to fit; an image of 4 x 4 px would not be.',
          ],
        },
      },
    },
    readMockup: {
      response: {
        '3d_mockup': {
          type: '3d_mockup',
          id: 'vlsi17k1c9',
          url: 'https://diecut.example.com/3d/vlsi17k1c9',
          name: 'Tea box',
          dieline: {
            type: 'dieline',
            id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
            dieline_template_id: 'becf-11001',
            variables: {
              length: 80,
              width: 30,
              height: 120,
              dimension_type: 'inside',
              material: 0.5,
              top_tuck_flap: 15,
              bottom_tuck_flap: 15,
              glue_flap: 14,
              overflow: false,
              overflow_margin: 3,
              dimension_texts: true,
              unit: 'mm',
            },
            format: 'pdf',
            url: 'https://diecut.example.com/files/di_L7RxgYjOUwpmHqh3lqY3EU/reverse-tuck-end-box.pdf',
            artwork_dimensions: {
              unit: 'mm',
              width: '235.50',
              height: '212.50',
            },
            created_at: '2026-01-02T03:04:05.000Z',
          },
          links: [
            {
              rel: 'self',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
              method: 'GET',
            },
            {
              rel: 'web',
              href: 'https://diecut.example.com/3d/vlsi17k1c9',
              method: 'GET',
            },
            {
              rel: 'description',
              href: 'https://diecut.example.com/3d/vlsi17k1c9/description.json',
              method: 'GET',
            },
            {
              rel: 'update',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
              method: 'PUT',
            },
            {
              rel: 'delete',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
              method: 'DELETE',
            },
          ],
          warnings: [
            'The artwork is 8 x 4 px (2.00:1) but the artwork frame is 235.5 x 212.5 mm (1.11:1), so the mockup stretches it to fit; an image of 4 x 4 px would not be.',
          ],
        },
      },
    },
    updateMockup: {
      request: {
        substrate: 'kraft_brown',
        scene_background_color: '#f0f0f0',
      },
      response: {
        '3d_mockup': {
          type: '3d_mockup',
          id: 'vlsi17k1c9',
          url: 'https://diecut.example.com/3d/vlsi17k1c9',
          name: 'Tea box',
          dieline: {
            type: 'dieline',
            id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
            dieline_template_id: 'becf-11001',
            variables: {
              length: 80,
              width: 30,
              height: 120,
              dimension_type: 'inside',
              material: 0.5,
              top_tuck_flap: 15,
              bottom_tuck_flap: 15,
              glue_flap: 14,
              overflow: false,
              overflow_margin: 3,
              dimension_texts: true,
              unit: 'mm',
            },
            format: 'pdf',
            url: 'https://diecut.example.com/files/di_L7RxgYjOUwpmHqh3lqY3EU/reverse-tuck-end-box.pdf',
            artwork_dimensions: {
              unit: 'mm',
              width: '235.50',
              height: '212.50',
            },
            created_at: '2026-01-02T03:04:05.000Z',
          },
          links: [
            {
              rel: 'self',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
              method: 'GET',
            },
            {
              rel: 'web',
              href: 'https://diecut.example.com/3d/vlsi17k1c9',
              method: 'GET',
            },
            {
              rel: 'description',
              href: 'https://diecut.example.com/3d/vlsi17k1c9/description.json',
              method: 'GET',
            },
            {
              rel: 'update',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
              method: 'PUT',
            },
            {
              rel: 'delete',
              href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
              method: 'DELETE',
            },
          ],
          warnings: [
            'The artwork is 8 x 4 px (2.00:1) but the artwork frame is 235.5 x 212.5 mm (1.11:1), so the mockup stretches it to fit; an image of 4 x 4 px would not be.',
          ],
        },
      },
    },
    listMockups: {
      response: {
        '3d_mockup_list': {
          type: '3d_mockup_list',
          dieline_id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
          '3d_mockups': [
            {
              type: '3d_mockup',
              id: 'vlsi17k1c9',
              url: 'https://diecut.example.com/3d/vlsi17k1c9',
              name: 'Tea box',
              dieline: {
                type: 'dieline',
                id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
                dieline_template_id: 'becf-11001',
                variables: {
                  length: 80,
                  width: 30,
                  height: 120,
                  dimension_type: 'inside',
                  material: 0.5,
                  top_tuck_flap: 15,
                  bottom_tuck_flap: 15,
                  glue_flap: 14,
                  overflow: false,
                  overflow_margin: 3,
                  dimension_texts: true,
                  unit: 'mm',
                },
                format: 'pdf',
                url: 'https://diecut.example.com/files/di_L7RxgYjOUwpmHqh3lqY3EU/reverse-tuck-end-box.pdf',
                artwork_dimensions: {
                  unit: 'mm',
                  width: '235.50',
                  height: '212.50',
                },
                created_at: '2026-01-02T03:04:05.000Z',
              },
              links: [
                {
                  rel: 'self',
                  href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
                  method: 'GET',
                },
                {
                  rel: 'web',
                  href: 'https://diecut.example.com/3d/vlsi17k1c9',
                  method: 'GET',
                },
                {
                  rel: 'description',
                  href: 'https://diecut.example.com/3d/vlsi17k1c9/description.json',
                  method: 'GET',
                },
                {
                  rel: 'update',
                  href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
                  method: 'PUT',
                },
                {
                  rel: 'delete',
                  href: 'https://diecut.example.com/dielines/di_L7RxgYjOUwpmHqh3lqY3EU/3d-mockups/vlsi17k1c9',
                  method: 'DELETE',
                },
              ],
              warnings: [
                'The artwork is 8 x 4 px (2.00:1) but the artwork frame is 235.5 x 212.5 mm (1.11:1), so the mockup stretches it to fit; an image of 4 x 4 px would not be.',
              ],
            },
          ],
          next_cursor: null,
        },
      },
    },
    deleteMockup: {
      response: {
        deleted: true,
        id: 'vlsi17k1c9',
      },
    },
    listDielines: {
      response: {
        dieline_list: {
          type: 'dieline_list',
          dielines: [
            {
              type: 'dieline',
              id: 'di_VlWYpxomz4nBXUJnSjQoN6',
              dieline_template_id: 'becf-11001',
              variables: {
                length: 80,
                width: 30,
                height: 120,
                dimension_type: 'inside',
                material: 0.5,
                top_tuck_flap: 15,
                bottom_tuck_flap: 15,
                glue_flap: 14,
                overflow: false,
                overflow_margin: 3,
                dimension_texts: true,
                unit: 'mm',
              },
              format: 'svg',
              url: 'https://diecut.example.com/files/di_VlWYpxomz4nBXUJnSjQoN6/reverse-tuck-end-box.svg',
              artwork_dimensions: {
                unit: 'mm',
                width: '235.50',
                height: '212.50',
              },
              area: {
                unit: 'mm2',
                value: '38165.27',
              },
              substrate_parts: [
                {
                  part_number: 1,
                  name: 'blank',
                  default_substrate: 'white_sbs',
                },
              ],
              links: [
                {
                  rel: 'create_3d_mockup',
                  href: 'https://diecut.example.com/dielines/di_VlWYpxomz4nBXUJnSjQoN6/3d-mockups',
                  method: 'POST',
                },
                {
                  rel: 'list_nesting_templates',
                  href: 'https://diecut.example.com/dielines/di_VlWYpxomz4nBXUJnSjQoN6/nesting-templates',
                  method: 'GET',
                },
                {
                  rel: 'calculate_nesting_efficiencies',
                  href: 'https://diecut.example.com/dielines/di_VlWYpxomz4nBXUJnSjQoN6/nesting-template-efficiencies',
                  method: 'POST',
                },
                {
                  rel: 'artwork_template_pdf',
                  href: 'https://diecut.example.com/dielines/di_VlWYpxomz4nBXUJnSjQoN6/artwork-template?format=pdf',
                  method: 'GET',
                },
                {
                  rel: 'artwork_template_svg',
                  href: 'https://diecut.example.com/dielines/di_VlWYpxomz4nBXUJnSjQoN6/artwork-template?format=svg',
                  method: 'GET',
                },
              ],
              created_at: '2026-01-02T03:04:05.000Z',
            },
          ],
          next_cursor: 'WyIyMDI2LTAxLTAyVDAzOjA0OjA1LjAwMFoiLCJkaV9WbFdZcHhvbXo0bkJYVUpuU2pRb042Il0',
        },
      },
    },
    deleteDieline: {
      response: {
        deleted: true,
        id: 'di_L7RxgYjOUwpmHqh3lqY3EU',
        bytes_freed: 32005,
      },
    },
  },
  validation: {
    parts: {
      message: 'Validation failed for one or more variables.',
      errors: [
        {
          message: "Variable 'length' must be at least 60 mm.",
          suggestion: {
            type: 'change_value',
            name: 'length',
            value: 60,
          },
        },
      ],
    },
    nestings: {
      message: 'Validation failed for one or more variables.',
      errors: [
        {
          message: 'Sheet width must be greater than zero.',
        },
        {
          message: "'sheet_height' is required.",
        },
      ],
    },
    mockups: {
      message: 'Validation failed for one or more variables.',
      errors: [
        {
          message:
            "Invalid 'substrate'. Valid values are 'black_embossedpaper', 'black_hardcardboards', 'corrugated_brown', 'corrugated_white', 'gray_hardcardboards', 'kraft_brown', 'kraft_hardcardboards', 'white_embossedpaper', 'white_hardcardboards', 'white_sbs' or an empty string.",
        },
      ],
    },
    dielines: {
      message: 'Validation failed for one or more variables.',
      errors: [
        {
          message: "Variable 'length' must be at least 20 mm.",
          suggestion: {
            type: 'change_value',
            name: 'length',
            value: 20,
          },
        },
        {
          message: "Variable 'width' must be at most 400 mm.",
          suggestion: {
            type: 'change_value',
            name: 'width',
            value: 400,
          },
        },
      ],
    },
  },
  errors: {
    '400': {
      message: "Invalid 'unit'. Valid 'unit' values are 'mm' and 'in'.",
    },
    '401': {
      message: 'Unauthorized',
    },
    '403': {
      message: 'Forbidden',
    },
    '404': {
      message: 'Resource cannot be found',
    },
    '409': {
      message:
        'Account storage limit reached: this account stores 104790016 bytes of its 104857600-byte limit, and this request would add 120448 more. Delete 3D mockups to make room.',
    },
    '413': {
      message: 'Request body too large: the limit is 1048576 bytes.',
    },
    '415': {
      message: "Unsupported media type: send the body as 'application/json'.",
    },
    '429': {
      message: 'Too many requests, please try again later.',
    },
    '503': {
      message: 'The server is busy drawing other files: try again in a few seconds.',
    },
    form413: {
      message: 'Artwork file too large: the limit is 20971520 bytes.',
    },
    form415: {
      message: "Unsupported media type: send the form as 'multipart/form-data'.",
    },
  },
  health: {
    status: 'ok',
  },
  mockupDescription: {
    format: 'diecut-mockup',
    version: 1,
    name: 'Tea box',
    scene: {
      format: 'diecut-mockup-scene',
      version: 1,
      unit: 'mm',
      stages: 4,
      stand: {
        base: {
          part: 1,
          panel: 'bottom_lid',
        },
        front: {
          part: 1,
          panel: 'front',
        },
        transform: {
          rotation: [-1, 0, 0, 0, 1, 0, 0, 0, -1],
          translation: [40.25, 0.5, -15.25],
        },
      },
      parts: [
        {
          partNumber: 1,
          name: 'blank',
          board: {
            kind: 'folding_carton',
            caliper: 0.5,
          },
          root: 'back',
          panels: [
            {
              id: 'back',
              role: 'wall',
              outline: [
                [0, 0],
                [80.5, 0],
                [80.5, 121],
                [0, 121],
              ],
              plyOffset: 0,
            },
            {
              id: 'left_side',
              role: 'wall',
              outline: [
                [80.5, 0],
                [111, 0],
                [111, 120.5],
                [80.5, 120.5],
              ],
              plyOffset: 0,
            },
          ],
          hinges: [
            {
              parent: 'back',
              child: 'left_side',
              start: [80.5, 0],
              end: [80.5, 120.5],
              foldAngle: 90,
              stage: 0,
            },
            {
              parent: 'left_side',
              child: 'front',
              start: [111, 0],
              end: [111, 120.5],
              foldAngle: 90,
              stage: 0,
            },
          ],
          placement: {
            rotation: [1, 0, 0, 0, 1, 0, 0, 0, 1],
            translation: [0, 0, 0],
          },
          flatPlacement: {
            rotation: [1, 0, 0, 0, 0, 1, 0, -1, 0],
            translation: [-103.75, 0.5, 60.25],
          },
          artworkFrame: {
            minX: -14,
            minY: -46,
            width: 235.5,
            height: 212.5,
            bleed: 0,
          },
        },
      ],
    },
    artwork: {
      '1': {
        outside: '/files/vlsi17k1c9/outside-b8920209b898.png',
      },
    },
    substrate: 'kraft_brown',
    partSubstrates: {},
    background: '#f0f0f0',
  },
};
