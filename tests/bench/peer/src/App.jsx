import fakeRestProvider from 'ra-data-fakerest';
import { Admin, Datagrid, Edit, List, NumberField, Resource, SimpleForm, TextField, TextInput } from 'react-admin';

/** The peer's data: as many groups as the console's demo data shows, in memory. */
const groups = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Group ${index + 1}`,
  description: `Description of group ${index + 1}`,
  memberCount: (index * 7) % 13,
}));

const dataProvider = fakeRestProvider({ groups }, false);

const GroupList = () => (
  <List>
    <Datagrid rowClick="edit">
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="description" />
      <NumberField source="memberCount" />
    </Datagrid>
  </List>
);

const GroupEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="name" />
      <TextInput source="description" multiline />
    </SimpleForm>
  </Edit>
);

export const App = () => (
  <Admin dataProvider={dataProvider}>
    <Resource name="groups" list={GroupList} edit={GroupEdit} />
  </Admin>
);
