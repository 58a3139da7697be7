<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Form</name>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="149"/>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="68"/>
        <source>PyQtGraph</source>
        <translation>PyQtGraph</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="150"/>
        <source>Display averages of the curves displayed in this plot. The parameter list allows you to choose parameters to average over (if any are available).</source>
        <translation>顯示此圖中各曲線的平均。可在參數清單中選擇要依哪些參數取平均（若有的話）。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="151"/>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="152"/>
        <source>Plot only the portion of each curve that is visible. This assumes X values are uniformly spaced.</source>
        <translation>只繪製每條曲線在可見範圍內的部分。此功能假設 X 值為等間距。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="153"/>
        <source>Clip to View</source>
        <translation>裁切至可見範圍</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="154"/>
        <source>If multiple curves are displayed in this plot, check this box to limit the number of traces that are displayed.</source>
        <translation>此圖顯示多條曲線時，勾選此項可限制顯示的曲線數量。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="155"/>
        <source>Max Traces:</source>
        <translation>最多曲線數：</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="156"/>
        <source>Downsample</source>
        <translation>降取樣</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="157"/>
        <source>Downsample by drawing a saw wave that follows the min and max of the original data. This method produces the best visual representation of the data but is slower.</source>
        <translation>以沿著原始資料最小值與最大值起伏的鋸齒波來降取樣。此方法最能呈現資料的樣貌，但速度較慢。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="158"/>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="159"/>
        <source>If multiple curves are displayed in this plot, check &quot;Max Traces&quot; and set this value to limit the number of traces that are displayed.</source>
        <translation>此圖顯示多條曲線時，勾選「最多曲線數」並設定此值，即可限制顯示的曲線數量。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="160"/>
        <source>If MaxTraces is checked, remove curves from memory after they are hidden (saves memory, but traces can not be un-hidden).</source>
        <translation>勾選「最多曲線數」時，曲線隱藏後即從記憶體中移除（節省記憶體，但這些曲線無法再顯示）。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="161"/>
        <source>Forget hidden traces</source>
        <translation>捨棄隱藏的曲線</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="162"/>
        <source>Downsample by taking the mean of N samples.</source>
        <translation>取每 N 個樣本的平均值來降取樣。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="163"/>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="164"/>
        <source>Downsample by taking the first of N samples. This method is fastest and least accurate.</source>
        <translation>取每 N 個樣本中的第一個來降取樣。此方法最快，但最不精確。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="165"/>
        <source>Subsample</source>
        <translation>抽樣</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="166"/>
        <source>Automatically downsample data based on the visible range. This assumes X values are uniformly spaced.</source>
        <translation>依可見範圍自動對資料降取樣。此功能假設 X 值為等間距。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="167"/>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="177"/>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="182"/>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="74"/>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="168"/>
        <source>Downsample data before plotting. (plot every Nth sample)</source>
        <translation>繪圖前先對資料降取樣（每 N 個樣本繪製一個）。</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="169"/>
        <source>x</source>
        <translation> 倍</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="170"/>
        <source>Log X</source>
        <translation>對數 X 軸</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="171"/>
        <source>dy/dx</source>
        <translation>dy/dx</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="172"/>
        <source>Y vs. Y'</source>
        <translation>Y 對 Y'</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="173"/>
        <source>Power Spectrum (FFT)</source>
        <translation>功率頻譜（FFT）</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="174"/>
        <source>Log Y</source>
        <translation>對數 Y 軸</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="175"/>
        <source>Subtract Mean</source>
        <translation>減去平均值</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="176"/>
        <source>Points</source>
        <translation>資料點</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="178"/>
        <source>Show X Grid</source>
        <translation>顯示 X 網格</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="179"/>
        <source>Show Y Grid</source>
        <translation>顯示 Y 網格</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="180"/>
        <source>Opacity</source>
        <translation>不透明度</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/plotConfigTemplate_generic.py" line="181"/>
        <source>Alpha</source>
        <translation>透明度</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="69"/>
        <source>Link Axis:</source>
        <translation>連結座標軸：</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="70"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Links this axis with another view. When linked, both views will display the same data range.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;將此座標軸與另一個檢視連結。連結後，兩個檢視會顯示相同的資料範圍。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="71"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Percent of data to be visible when auto-scaling. It may be useful to decrease this value for data with spiky noise.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;自動縮放時要納入畫面的資料百分比。資料有尖峰雜訊時，調低此值可能會有幫助。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="72"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="73"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Automatically resize this axis whenever the displayed data is changed.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;顯示的資料有變動時，自動調整此座標軸的範圍。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="75"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Set the range for this axis manually. This disables automatic scaling. &lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;手動設定此座標軸的範圍。這會停用自動縮放。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="76"/>
        <source>Manual</source>
        <translation>手動</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="77"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Minimum value to display for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;此座標軸顯示的最小值。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="78"/>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="80"/>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="79"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Maximum value to display for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;此座標軸顯示的最大值。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="81"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Inverts the display of this axis. (+y points downward instead of upward)&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;反轉此座標軸的方向。（+y 朝下而不是朝上）&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="82"/>
        <source>Invert Axis</source>
        <translation>反轉座標軸</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="83"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;Enables mouse interaction (panning, scaling) for this axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;允許用滑鼠操作此座標軸（平移、縮放）。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="84"/>
        <source>Mouse Enabled</source>
        <translation>啟用滑鼠</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="85"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;When checked, the axis will only auto-scale to data that is visible along the orthogonal axis.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;勾選後，此座標軸自動縮放時只考慮在另一座標軸可見範圍內的資料。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="86"/>
        <source>Visible Data Only</source>
        <translation>僅限可見資料</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="87"/>
        <source>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;When checked, the axis will automatically pan to center on the current data, but the scale along this axis will not change.&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</source>
        <translation>&lt;html&gt;&lt;head/&gt;&lt;body&gt;&lt;p&gt;勾選後，此座標軸會自動平移，讓目前的資料置中，但不會改變此座標軸的縮放比例。&lt;/p&gt;&lt;/body&gt;&lt;/html&gt;</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/axisCtrlTemplate_generic.py" line="88"/>
        <source>Auto Pan Only</source>
        <translation>僅自動平移</translation>
    </message>
</context>
<context>
    <name>GraphicsScene</name>
    <message>
        <location filename="../../pyqtgraph/GraphicsScene/GraphicsScene.py" line="102"/>
        <source>Export...</source>
        <translation>匯出…</translation>
    </message>
</context>
<context>
    <name>PlotItem</name>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/PlotItem.py" line="223"/>
        <source>Transforms</source>
        <translation>轉換</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/PlotItem.py" line="224"/>
        <source>Downsample</source>
        <translation>降取樣</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/PlotItem.py" line="225"/>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/PlotItem.py" line="226"/>
        <source>Alpha</source>
        <translation>透明度</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/PlotItem.py" line="227"/>
        <source>Grid</source>
        <translation>網格</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/PlotItem.py" line="228"/>
        <source>Points</source>
        <translation>資料點</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/PlotItem/PlotItem.py" line="231"/>
        <source>Plot Options</source>
        <translation>繪圖選項</translation>
    </message>
</context>
<context>
    <name>ViewBox</name>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/ViewBoxMenu.py" line="17"/>
        <source>ViewBox options</source>
        <translation>檢視區選項</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/ViewBoxMenu.py" line="18"/>
        <source>View All</source>
        <translation>顯示全部</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/ViewBoxMenu.py" line="26"/>
        <source>axis</source>
        <translation>軸</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/ViewBoxMenu.py" line="55"/>
        <source>Mouse Mode</source>
        <translation>滑鼠模式</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/ViewBoxMenu.py" line="59"/>
        <source>3 button</source>
        <translation>三鍵（左鍵拖曳平移）</translation>
    </message>
    <message>
        <location filename="../../pyqtgraph/graphicsItems/ViewBox/ViewBoxMenu.py" line="60"/>
        <source>1 button</source>
        <translation>單鍵（左鍵框選縮放）</translation>
    </message>
</context>
</TS>
