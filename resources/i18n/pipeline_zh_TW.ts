<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>tpugui</name>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="43"/>
        <source>interleave: read several files at once</source>
        <translation>interleave：同時讀取多個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="44"/>
        <source>map: resize, normalise, augment</source>
        <translation>map：縮放、正規化、資料擴增</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="45"/>
        <source>cache: keep examples after epoch 1</source>
        <translation>cache：第 1 個 epoch 後保留樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="46"/>
        <source>shuffle: mix the examples</source>
        <translation>shuffle：打亂樣本順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="47"/>
        <source>repeat: go round again</source>
        <translation>repeat：重複讀取資料</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="48"/>
        <source>batch: group examples</source>
        <translation>batch：把樣本組成批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="49"/>
        <source>prefetch: prepare ahead of the step</source>
        <translation>prefetch：在訓練步驟前先準備好</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="62"/>
        <source>Pipeline stages in order</source>
        <translation>依順序排列的資料管線階段</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="69"/>
        <source>▲ Up</source>
        <translation>▲ 上移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="71"/>
        <source>Move the stage up</source>
        <translation>將階段上移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="72"/>
        <source>▼ Down</source>
        <translation>▼ 下移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="74"/>
        <source>Move the stage down</source>
        <translation>將階段下移</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="192"/>
        <source>Data source</source>
        <translation>資料來源</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="198"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="201"/>
        <source>digits</source>
        <translation>digits（手寫數字）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="202"/>
        <source>synthetic</source>
        <translation>synthetic（合成資料）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="203"/>
        <source>npz</source>
        <translation>npz（NumPy 檔案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="204"/>
        <source>images</source>
        <translation>images（影像資料夾）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="205"/>
        <source>tfrecord</source>
        <translation>tfrecord（TFRecord 檔案）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="208"/>
        <source>digits: scikit-learn's handwritten digits; synthetic: generated; npz: a NumPy file; images: a folder with one sub-folder per class; tfrecord: a file glob</source>
        <translation>digits：scikit-learn 的手寫數字；synthetic：程式產生的資料；npz：NumPy 檔案；images：每個類別一個子資料夾的影像資料夾；tfrecord：檔案萬用字元樣式</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="214"/>
        <source>Browse for the data path</source>
        <translation>瀏覽資料路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="216"/>
        <source>file, folder or glob (data/train-*.tfrecord)</source>
        <translation>檔案、資料夾或萬用字元樣式（data/train-*.tfrecord）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="221"/>
        <source>Path</source>
        <translation>路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="223"/>
        <source>relative paths are relative to the job file</source>
        <translation>相對路徑以工作檔所在位置為準</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="228"/>
        <source>Browse for the validation data</source>
        <translation>瀏覽驗證資料</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="235"/>
        <source>Validation data</source>
        <translation>驗證資料</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="243"/>
        <source>Shape</source>
        <translation>形狀</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="245"/>
        <source>synthetic example shape, e.g. 8, 8, 1</source>
        <translation>合成樣本的形狀，例如 8, 8, 1</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="247"/>
        <source>Classes</source>
        <translation>類別數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="248"/>
        <source>Examples</source>
        <translation>樣本數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="253"/>
        <source>Seed</source>
        <translation>亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="255"/>
        <source>the seed of the data and of the validation split</source>
        <translation>資料與驗證集切分所用的亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="258"/>
        <source>Images array</source>
        <translation>影像陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="258"/>
        <source>the npz array of images</source>
        <translation>npz 檔中存放影像的陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="261"/>
        <source>Labels array</source>
        <translation>標籤陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="261"/>
        <source>the npz array of labels</source>
        <translation>npz 檔中存放標籤的陣列</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="267"/>
        <source>Image feature</source>
        <translation>影像特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="269"/>
        <source>the tf.train.Example feature holding the encoded image</source>
        <translation>存放編碼影像的 tf.train.Example 特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="275"/>
        <source>Image encoding</source>
        <translation>影像編碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="276"/>
        <source>jpeg</source>
        <translation>jpeg</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="276"/>
        <source>png</source>
        <translation>png</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="276"/>
        <source>raw</source>
        <translation>raw（未壓縮位元組）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="282"/>
        <source>Image shape</source>
        <translation>影像形狀</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="284"/>
        <source>H, W, C: needed for raw bytes; for png/jpeg it resizes (empty = as stored)</source>
        <translation>H, W, C：raw 位元組必填；png／jpeg 會縮放成此大小（留空＝維持原樣）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="286"/>
        <source>Label feature</source>
        <translation>標籤特徵</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="291"/>
        <source>Label type</source>
        <translation>標籤型別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="292"/>
        <source>float32</source>
        <translation>float32</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="292"/>
        <source>int64</source>
        <translation>int64</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="295"/>
        <source>Decode to</source>
        <translation>解碼成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="295"/>
        <source>H, W of decoded images</source>
        <translation>解碼後影像的 H, W</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="305"/>
        <source>ignored (validation data)</source>
        <translation>已忽略（改用驗證資料）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="307"/>
        <source>Validation data is set: its examples validate, none are held out of the path</source>
        <translation>已設定驗證資料：由它的樣本驗證，不再從路徑的資料中保留樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="317"/>
        <source>Validation share</source>
        <translation>驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="319"/>
        <source>the share of the examples held out for validation (0 = no validation)</source>
        <translation>保留給驗證的樣本比例（0 = 不驗證）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="332"/>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="342"/>
        <source>Stages (in order; tick to use, drag or ▲▼ to move)</source>
        <translation>階段（依順序；勾選即使用，拖曳或按 ▲▼ 調整順序）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="351"/>
        <source>Stage settings</source>
        <translation>階段設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="353"/>
        <source>AUTOTUNE</source>
        <translation>AUTOTUNE</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="358"/>
        <source>interleave cycle_length</source>
        <translation>interleave cycle_length</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="360"/>
        <source>files read at once</source>
        <translation>同時讀取的檔案數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="362"/>
        <source>interleave block_length</source>
        <translation>interleave block_length</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="367"/>
        <source>interleave parallel calls</source>
        <translation>interleave 平行呼叫數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="369"/>
        <source>at most cycle_length</source>
        <translation>不可超過 cycle_length</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="375"/>
        <source>interleave deterministic</source>
        <translation>interleave 固定順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="376"/>
        <source>keep the file order</source>
        <translation>保持檔案順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="379"/>
        <source>H, W (0, 0 = keep)</source>
        <translation>H, W（0, 0＝不縮放）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="379"/>
        <source>map: resize to</source>
        <translation>map：縮放成</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="385"/>
        <source>map: normalise</source>
        <translation>map：正規化</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="386"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="386"/>
        <source>standardize</source>
        <translation>standardize（標準化）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="386"/>
        <source>unit</source>
        <translation>unit（縮放到 0–1）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="387"/>
        <source>unit: to [0, 1]; standardize: mean 0, variance 1 per image</source>
        <translation>unit：縮放到 [0, 1]；standardize：每張影像平均值 0、變異數 1</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="389"/>
        <source>left-right</source>
        <translation>左右翻轉</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="389"/>
        <source>map: random flip</source>
        <translation>map：隨機翻轉</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="391"/>
        <source>map parallel calls</source>
        <translation>map 平行呼叫數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="393"/>
        <source>'memory' or a file path</source>
        <translation>「memory」（記憶體）或檔案路徑</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="393"/>
        <source>cache</source>
        <translation>cache 快取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="394"/>
        <source>shuffle buffer</source>
        <translation>shuffle 緩衝區</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="396"/>
        <source>shuffle seed</source>
        <translation>shuffle 亂數種子</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="399"/>
        <source>each epoch</source>
        <translation>每個 epoch</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="399"/>
        <source>reshuffle</source>
        <translation>重新洗牌</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="402"/>
        <source>forever</source>
        <translation>無限次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="402"/>
        <source>repeat</source>
        <translation>repeat 重複</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="408"/>
        <source>batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="410"/>
        <source>the global batch (split over the replicas)</source>
        <translation>全域批次（平均分給各副本）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="416"/>
        <source>drop remainder</source>
        <translation>捨棄餘數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="417"/>
        <source>static batch shape (TPU/XLA)</source>
        <translation>固定批次形狀（TPU／XLA）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="419"/>
        <source>prefetch</source>
        <translation>prefetch 預取</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="423"/>
        <source>Dataset options</source>
        <translation>資料集選項</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="426"/>
        <source>autotune</source>
        <translation>自動調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="426"/>
        <source>options.autotune.enabled</source>
        <translation>options.autotune.enabled</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="429"/>
        <source>CPU budget</source>
        <translation>CPU 預算</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="429"/>
        <location filename="../../tpugui/qt/pipeline_form.py" line="436"/>
        <source>default</source>
        <translation>預設</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="435"/>
        <source>RAM budget (bytes)</source>
        <translation>記憶體預算（位元組）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="439"/>
        <source>deterministic</source>
        <translation>固定順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="439"/>
        <source>keep the order</source>
        <translation>保持順序</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="445"/>
        <source>private thread pool</source>
        <translation>專用執行緒池</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="446"/>
        <source>shared pool</source>
        <translation>共用執行緒池</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="447"/>
        <source>threads of a pool for this dataset only</source>
        <translation>只給這個資料集使用的執行緒數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="453"/>
        <source>distribute</source>
        <translation>分散方式</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="454"/>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="454"/>
        <source>dataset</source>
        <translation>dataset（分散資料集）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="454"/>
        <source>function</source>
        <translation>function（由函式產生）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="455"/>
        <source>dataset: experimental_distribute_dataset; function: distribute_datasets_from_function with the per-replica batch</source>
        <translation>dataset：experimental_distribute_dataset；function：distribute_datasets_from_function，使用每個副本的批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="477"/>
        <source>Images folder</source>
        <translation>影像資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="477"/>
        <source>Validation images folder</source>
        <translation>驗證影像資料夾</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="480"/>
        <source>Data file</source>
        <translation>資料檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="480"/>
        <source>Validation data file</source>
        <translation>驗證資料檔</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="516"/>
        <source>a separate validation set of the same kind as the path: an npz file, an images folder (the training folder's class names) or a TFRecord glob. When set, the validation share is ignored; empty: the share is held out of the training data</source>
        <translation>與路徑同類型的獨立驗證集：npz 檔、影像資料夾（類別名稱須與訓練資料夾相同）或 TFRecord 萬用字元路徑。設定後會忽略驗證集比例；留空則從訓練資料中保留該比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="521"/>
        <source>empty: hold out the validation share</source>
        <translation>留空：保留驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="523"/>
        <source>The {source} source has no separate validation files: the validation share holds out part of its examples. Choose an npz, images or tfrecord source to validate on other data.</source>
        <translation>{source} 來源沒有獨立的驗證檔案：由驗證集比例保留部分樣本。若要用其他資料驗證，請選擇 npz、images 或 tfrecord 來源。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_form.py" line="528"/>
        <source>uses the validation share</source>
        <translation>使用驗證集比例</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="101"/>
        <source>Problems with the form</source>
        <translation>表單中的問題</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="110"/>
        <source>Generated Python code</source>
        <translation>產生的 Python 程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="113"/>
        <source>Copy code</source>
        <translation>複製程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="115"/>
        <source>Copy the code</source>
        <translation>複製程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="137"/>
        <source>Pipeline results</source>
        <translation>管線結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="139"/>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="242"/>
        <source>Advice</source>
        <translation>建議</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="140"/>
        <source>Code</source>
        <translation>程式碼</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="141"/>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="67"/>
        <source>Preview</source>
        <translation>預覽</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="142"/>
        <source>Bench &amp;&amp; Tune</source>
        <translation>效能測試 &amp;&amp; 調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="158"/>
        <source>&lt;h2&gt;Pipeline&lt;/h2&gt;Assemble the tf.data input pipeline the TPU guides teach, see its code, and measure whether it keeps the accelerator fed.</source>
        <translation>&lt;h2&gt;資料管線&lt;/h2&gt;組出 TPU 教學中介紹的 tf.data 輸入管線，查看它的程式碼，並測量它能否持續餵飽加速器。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="191"/>
        <source>The pipeline {task} is running.</source>
        <translation>資料管線的「{task}」正在執行。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="252"/>
        <source>a TPU</source>
        <translation> TPU </translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="252"/>
        <source>this machine</source>
        <translation>本機</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="254"/>
        <source> (from the Devices page)</source>
        <translation>（來自「裝置」頁面）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="256"/>
        <source> (from the job's model section)</source>
        <translation>（來自工作的模型設定）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="260"/>
        <source>Distribution: {replicas} replicas on {where}</source>
        <translation>分散方式：在{where}上使用 {replicas} 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="262"/>
        <source>Distribution: 1 replica on {where}</source>
        <translation>分散方式：在{where}上使用 1 個副本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="279"/>
        <source>(for the last valid values: fix the marked fields)</source>
        <translation>（依據上次有效的設定：請修正標示的欄位）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="288"/>
        <location filename="../../tpugui/qt/pipeline_page.py" line="333"/>
        <source>Pipeline: {what}</source>
        <translation>資料管線：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="298"/>
        <source>Pipeline: wait for the running measurement or cancel it</source>
        <translation>資料管線：請等候進行中的測量完成，或將它取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="344"/>
        <source>Reading the first examples…</source>
        <translation>正在讀取前幾筆樣本…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="349"/>
        <source>The first {n} training examples</source>
        <translation>前 {n} 筆訓練樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="361"/>
        <source>Measuring…</source>
        <translation>測量中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="374"/>
        <source>Trial {i}: {score} examples/s with {config}</source>
        <translation>第 {i} 次嘗試：每秒 {score} 筆樣本，設定為 {config}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="384"/>
        <source>Tuning…</source>
        <translation>調整中…</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="395"/>
        <source>&lt;b&gt;Best: {best} examples/s&lt;/b&gt; ({speedup}x the current {start}) with {config}; {n} configurations measured</source>
        <translation>&lt;b&gt;最佳：每秒 {best} 筆樣本&lt;/b&gt;（目前 {start} 的 {speedup} 倍），設定為 {config}；共測量了 {n} 種設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="405"/>
        <source> (cancelled)</source>
        <translation>（已取消）</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_page.py" line="413"/>
        <source>Pipeline: applied the tuned configuration</source>
        <translation>資料管線：已套用調整後的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="35"/>
        <source>Error</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="36"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="37"/>
        <source>Tip</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="67"/>
        <source>Show the first examples</source>
        <translation>顯示前幾筆樣本</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="69"/>
        <source>Shows the first examples after the map stage, with their labels.</source>
        <translation>顯示經過 map 階段後的前幾筆樣本及其標籤。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="76"/>
        <source>Element shapes and dtypes</source>
        <translation>元素的形狀與資料型別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="96"/>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="97"/>
        <source>label {label}</source>
        <translation>標籤 {label}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="103"/>
        <source>&lt;b&gt;One example&lt;/b&gt; (after map): {spec}</source>
        <translation>&lt;b&gt;單筆樣本&lt;/b&gt;（map 之後）：{spec}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="105"/>
        <source>&lt;b&gt;One training element&lt;/b&gt;: {spec}</source>
        <translation>&lt;b&gt;單個訓練元素&lt;/b&gt;：{spec}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="107"/>
        <source>{train} training and {val} validation examples, {classes} classes</source>
        <translation>{train} 筆訓練樣本、{val} 筆驗證樣本，{classes} 個類別</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="110"/>
        <source>, {n} files</source>
        <translation>，{n} 個檔案</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="189"/>
        <source>Fix</source>
        <translation>修正</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="191"/>
        <source>Fix: {what}</source>
        <translation>修正：{what}</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="270"/>
        <source>No advice: the pipeline follows the tf.data and TPU guides.</source>
        <translation>沒有建議：這條資料管線符合 tf.data 與 TPU 指南。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="275"/>
        <source>1 error</source>
        <translation>1 個錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="275"/>
        <source>{n} errors</source>
        <translation>{n} 個錯誤</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="281"/>
        <source>1 warning</source>
        <translation>1 個警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="281"/>
        <source>{n} warnings</source>
        <translation>{n} 個警告</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="287"/>
        <source>1 tip</source>
        <translation>1 個提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="287"/>
        <source>{n} tips</source>
        <translation>{n} 個提示</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="293"/>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="294"/>
        <source>Pipeline</source>
        <translation>資料管線</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="295"/>
        <source>examples/s</source>
        <translation>樣本／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="296"/>
        <source>batches/s</source>
        <translation>批次／秒</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="297"/>
        <source>first batch</source>
        <translation>第一個批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="298"/>
        <source>verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="307"/>
        <source>Bench</source>
        <translation>效能測試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="307"/>
        <source>Measure the pipeline's throughput</source>
        <translation>測量資料管線的吞吐量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="308"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="308"/>
        <source>Cancel the measurement</source>
        <translation>取消測量</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="312"/>
        <source>Batches to time</source>
        <translation>要計時的批次數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="315"/>
        <source> batches</source>
        <translation> 個批次</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="316"/>
        <source>Search for the fastest configuration</source>
        <translation>搜尋最快的設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="316"/>
        <source>Tune</source>
        <translation>調整</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="319"/>
        <source>Configurations the tuner may try</source>
        <translation>調整器可嘗試的設定數</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="322"/>
        <source> tries</source>
        <translation> 次嘗試</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="329"/>
        <source>Measurement progress</source>
        <translation>測量進度</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="333"/>
        <source>Bench measures examples/s after warm-up, the first-batch latency, and whether the model would wait for input.</source>
        <translation>效能測試會測量暖機後每秒處理的樣本數、第一個批次的延遲，以及模型是否會等待輸入資料。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="345"/>
        <source>Apply the best</source>
        <translation>套用最佳設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="345"/>
        <source>Apply the best configuration found</source>
        <translation>套用找到的最佳設定</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="354"/>
        <source>Past measurements</source>
        <translation>過去的測量結果</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="369"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="394"/>
        <source>the pipeline takes {batch:.2f} ms a batch; a model step on in-memory batches of the same shape takes {step:.2f} ms.</source>
        <translation>資料管線每個批次需要 {batch:.2f} ms；模型在相同形狀、已在記憶體中的批次上跑一步需要 {step:.2f} ms。</translation>
    </message>
    <message>
        <location filename="../../tpugui/qt/pipeline_panels.py" line="401"/>
        <source>Measurement cancelled.</source>
        <translation>已取消測量。</translation>
    </message>
</context>
</TS>
